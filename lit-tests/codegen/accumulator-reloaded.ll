; A reloaded SCoP keeps its accumulators in registers. Here (PolyBench's
; nussinov, reduced) LLVM carried T[i+1][j-1] and the maximum of the
; statements before the k loop in registers; the schedule reads them from
; memory again (the reload remark), and the maximum kept in T[i][j] across
; the k loop still lives in a register: loaded before the loop, stored
; once after it. Before, a reloaded SCoP kept no accumulator, and the
; k loop stored T[i][j] at every iteration (PolyBench's nussinov ran 10%
; slower than clang's code, which keeps it in a register). The accumulator
; is proven on the reloaded model, where a read of memory again is an
; access like any other. The program prints what the original prints.
; RUN: %opt -passes='tessera<only=fold>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: nus.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| #define max(a, b) ((a) >= (b) ? (a) : (b))
;    5| #define N 300
;    6|
;    7| __attribute__((noinline)) void fold(const char *seq, int T[restrict][N]) {
;    8|   for (int i = N - 1; i >= 0; i--) {
;    9|     for (int j = i + 1; j < N; j++) {
;   10|       if (j - 1 >= 0)
;   11|         T[i][j] = max(T[i][j], T[i][j - 1]);
;   12|       if (i + 1 < N)
;   13|         T[i][j] = max(T[i][j], T[i + 1][j]);
;   14|       if (j - 1 >= 0 && i + 1 < N) {
;   15|         if (i < j - 1)
;   16|           T[i][j] = max(T[i][j], T[i + 1][j - 1] + (seq[i] + seq[j] == 3));
;   17|         else
;   18|           T[i][j] = max(T[i][j], T[i + 1][j - 1]);
;   19|       }
;   20|       for (int k = i + 1; k < j; k++)
;   21|         T[i][j] = max(T[i][j], T[i][k] + T[k + 1][j]);
;   22|     }
;   23|   }
;   24| }
;   25|
;   26| int main(int argc, char **argv) {
;   27|   (void)argc, (void)argv;
;   28|   static char seq[N];
;   29|   static int T[N][N];
;   30|   for (int i = 0; i < N; i++)
;   31|     seq[i] = (char)((i + 1) % 4);
;   32|   fold(seq, T);
;   33|   long s = 0;
;   34|   for (int i = 0; i < N; i++)
;   35|     for (int j = 0; j < N; j++)
;   36|       s += (long)T[i][j] * (i % 7 + 1) * (j % 5 + 1);
;   37|   printf("%ld\n", s);
;   38|   return 0;
;   39| }
; END-SOURCE
;
; REMARK: remark: nus.c:8:3: SCoP fold.scop0: {{.*}}tiled by 128x128; 2 register-carried value(s) read from memory again, 0 copy statement(s) dropped{{.*}}
; REMARK: remark: nus.c:8:3: regenerated SCoP fold.scop0 (3 loops, 6 statements) from its schedule
;
; CHECK-LABEL: define {{.*}} @fold(
; CHECK: tessera.acc.load:
; CHECK: [[INIT:%[0-9]+]] = load i32, ptr [[ADDR:%[0-9]+]]
; CHECK: tessera.for{{[0-9]+}}:
; CHECK-NEXT: [[ACC:%tessera.acc.[0-9]+]] = phi i32 [ [[INIT]], %tessera.acc.load ], [ [[NEXT:%[0-9]+]], %tessera.body{{[0-9]+}} ]
; CHECK: tessera.body{{[0-9]+}}:
; CHECK-NOT: store
; CHECK: [[NEXT]] = {{.*}}call i32 @llvm.smax.i32(i32 [[ACC]], i32 %{{[0-9]+}})
; CHECK-NOT: store
; CHECK: tessera.end{{[0-9]+}}:
; CHECK-NEXT: store i32 [[ACC]], ptr [[ADDR]]

; ModuleID = 'nus.c'
source_filename = "nus.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.seq = internal global [300 x i8] zeroinitializer, align 16, !dbg !0
@main.T = internal global [300 x [300 x i32]] zeroinitializer, align 16, !dbg !14
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !19

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @fold(ptr nocapture noundef readonly %seq, ptr noalias nocapture noundef %T) local_unnamed_addr #0 !dbg !45 {
entry:
    #dbg_value(ptr %seq, !54, !DIExpression(), !66)
    #dbg_value(ptr %T, !55, !DIExpression(), !66)
    #dbg_value(i32 299, !56, !DIExpression(), !67)
  br label %for.body, !dbg !68

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void, !dbg !69

for.body:                                         ; preds = %entry, %for.cond.cleanup3
  %indvars.iv318 = phi i64 [ 299, %entry ], [ %indvars.iv.next319, %for.cond.cleanup3 ]
  %indvars.iv = phi i64 [ 300, %entry ], [ %indvars.iv.next, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv318, !56, !DIExpression(), !67)
  %0 = add nuw nsw i64 %indvars.iv318, 1, !dbg !70
    #dbg_value(i64 %0, !58, !DIExpression(), !71)
  %cmp2305 = icmp ult i64 %indvars.iv318, 299, !dbg !72
  br i1 %cmp2305, label %for.body4.us.preheader, label %for.cond.cleanup3, !dbg !73

for.body4.us.preheader:                           ; preds = %for.body
  %arrayidx77 = getelementptr inbounds i8, ptr %seq, i64 %indvars.iv318
  br label %for.body4.us, !dbg !73

for.body4.us:                                     ; preds = %for.body4.us.preheader, %for.cond.cleanup151.us
  %indvars.iv313 = phi i64 [ %indvars.iv, %for.body4.us.preheader ], [ %indvars.iv.next314, %for.cond.cleanup151.us ]
    #dbg_value(i64 %indvars.iv313, !58, !DIExpression(), !71)
  %1 = add nsw i64 %indvars.iv313, -1, !dbg !74
  %arrayidx7.us = getelementptr inbounds [300 x i32], ptr %T, i64 %indvars.iv318, i64 %indvars.iv313, !dbg !76
  %2 = load i32, ptr %arrayidx7.us, align 4, !dbg !76, !tbaa !77
  %arrayidx12.us = getelementptr inbounds [300 x i32], ptr %T, i64 %indvars.iv318, i64 %1, !dbg !76
  %3 = load i32, ptr %arrayidx12.us, align 4, !dbg !76, !tbaa !77
  %cond.us = tail call i32 @llvm.smax.i32(i32 %2, i32 %3), !dbg !76
  %arrayidx38.us = getelementptr inbounds [300 x i32], ptr %T, i64 %0, i64 %indvars.iv313, !dbg !81
  %4 = load i32, ptr %arrayidx38.us, align 4, !dbg !81, !tbaa !77
  %..us = tail call i32 @llvm.smax.i32(i32 %cond.us, i32 %4), !dbg !81
  %cmp64.us = icmp ult i64 %indvars.iv318, %1, !dbg !83
  %arrayidx75.us = getelementptr inbounds [300 x i32], ptr %T, i64 %0, i64 %1, !dbg !87
  %5 = load i32, ptr %arrayidx75.us, align 4, !dbg !87, !tbaa !77
  br i1 %cmp64.us, label %if.then65.us, label %if.end146.us, !dbg !88

if.then65.us:                                     ; preds = %for.body4.us
  %6 = load i8, ptr %arrayidx77, align 1, !dbg !89, !tbaa !90
  %conv.us = sext i8 %6 to i32, !dbg !89
  %arrayidx79.us = getelementptr inbounds i8, ptr %seq, i64 %indvars.iv313, !dbg !89
  %7 = load i8, ptr %arrayidx79.us, align 1, !dbg !89, !tbaa !90
  %conv80.us = sext i8 %7 to i32, !dbg !89
  %add81.us = add nsw i32 %conv80.us, %conv.us, !dbg !89
  %cmp82.us = icmp eq i32 %add81.us, 3, !dbg !89
  %conv83.us = zext i1 %cmp82.us to i32, !dbg !89
  %add84.us = add nsw i32 %5, %conv83.us, !dbg !89
  br label %if.end146.us, !dbg !91

if.end146.us:                                     ; preds = %for.body4.us, %if.then65.us
  %add84.us.sink = phi i32 [ %add84.us, %if.then65.us ], [ %5, %for.body4.us ]
  %add84..us = tail call i32 @llvm.smax.i32(i32 %..us, i32 %add84.us.sink), !dbg !87
  store i32 %add84..us, ptr %arrayidx7.us, align 4, !dbg !87, !tbaa !77
    #dbg_value(i64 %0, !62, !DIExpression(), !92)
  %cmp149303.us = icmp ult i64 %0, %indvars.iv313, !dbg !93
  br i1 %cmp149303.us, label %for.body152.us, label %for.cond.cleanup151.us, !dbg !95

for.cond.cleanup151.us:                           ; preds = %for.body152.us, %if.end146.us
  %indvars.iv.next314 = add nuw nsw i64 %indvars.iv313, 1, !dbg !96
    #dbg_value(i64 %indvars.iv.next314, !58, !DIExpression(), !71)
  %exitcond317.not = icmp eq i64 %indvars.iv.next314, 300, !dbg !72
  br i1 %exitcond317.not, label %for.cond.cleanup3, label %for.body4.us, !dbg !73, !llvm.loop !97

for.body152.us:                                   ; preds = %if.end146.us, %for.body152.us
  %indvars.iv310 = phi i64 [ %indvars.iv.next311, %for.body152.us ], [ %indvars.iv, %if.end146.us ], !dbg !100
  %8 = phi i32 [ %add166..us, %for.body152.us ], [ %add84..us, %if.end146.us ], !dbg !100
    #dbg_value(i64 %indvars.iv310, !62, !DIExpression(), !92)
  %arrayidx160.us = getelementptr inbounds [300 x i32], ptr %T, i64 %indvars.iv318, i64 %indvars.iv310, !dbg !100
  %9 = load i32, ptr %arrayidx160.us, align 4, !dbg !100, !tbaa !77
  %indvars.iv.next311 = add nuw nsw i64 %indvars.iv310, 1, !dbg !100
  %arrayidx165.us = getelementptr inbounds [300 x i32], ptr %T, i64 %indvars.iv.next311, i64 %indvars.iv313, !dbg !100
  %10 = load i32, ptr %arrayidx165.us, align 4, !dbg !100, !tbaa !77
  %add166.us = add nsw i32 %10, %9, !dbg !100
  %add166..us = tail call i32 @llvm.smax.i32(i32 %8, i32 %add166.us), !dbg !100
  store i32 %add166..us, ptr %arrayidx7.us, align 4, !dbg !101, !tbaa !77
    #dbg_value(i64 %indvars.iv.next311, !62, !DIExpression(), !92)
  %exitcond.not = icmp eq i64 %indvars.iv.next311, %indvars.iv313, !dbg !93
  br i1 %exitcond.not, label %for.cond.cleanup151.us, label %for.body152.us, !dbg !95, !llvm.loop !102

for.cond.cleanup3:                                ; preds = %for.cond.cleanup151.us, %for.body
  %indvars.iv.next319 = add nsw i64 %indvars.iv318, -1, !dbg !104
    #dbg_value(i64 %indvars.iv.next319, !56, !DIExpression(), !67)
  %cmp.not = icmp eq i64 %indvars.iv318, 0, !dbg !105
  %indvars.iv.next = add nsw i64 %indvars.iv, -1, !dbg !68
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !dbg !68, !llvm.loop !106
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #1 !dbg !2 {
entry:
    #dbg_value(i32 %argc, !25, !DIExpression(), !108)
    #dbg_value(ptr %argv, !26, !DIExpression(), !108)
    #dbg_value(i32 0, !27, !DIExpression(), !109)
  br label %for.body, !dbg !110

for.cond.cleanup:                                 ; preds = %for.body
  tail call void @fold(ptr noundef nonnull @main.seq, ptr noundef nonnull @main.T), !dbg !111
    #dbg_value(i64 0, !29, !DIExpression(), !108)
    #dbg_value(i32 0, !30, !DIExpression(), !112)
  br label %for.cond7.preheader, !dbg !113

for.body:                                         ; preds = %entry, %for.body
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !27, !DIExpression(), !109)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !114
  %0 = trunc i64 %indvars.iv.next to i8, !dbg !116
  %conv = and i8 %0, 3, !dbg !116
  %arrayidx = getelementptr inbounds [300 x i8], ptr @main.seq, i64 0, i64 %indvars.iv, !dbg !117
  store i8 %conv, ptr %arrayidx, align 1, !dbg !118, !tbaa !90
    #dbg_value(i64 %indvars.iv.next, !27, !DIExpression(), !109)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 300, !dbg !119
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !110, !llvm.loop !120

for.cond7.preheader:                              ; preds = %for.cond.cleanup, %for.cond.cleanup10
  %indvars.iv52 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next53, %for.cond.cleanup10 ]
  %s.045 = phi i64 [ 0, %for.cond.cleanup ], [ %add24, %for.cond.cleanup10 ]
    #dbg_value(i64 %indvars.iv52, !30, !DIExpression(), !112)
    #dbg_value(i64 %s.045, !29, !DIExpression(), !108)
  %1 = trunc nuw nsw i64 %indvars.iv52 to i32
  %rem17 = urem i32 %1, 7
  %add18 = add nuw nsw i32 %rem17, 1
  %conv19 = zext nneg i32 %add18 to i64
    #dbg_value(i32 0, !32, !DIExpression(), !122)
    #dbg_value(i64 %s.045, !29, !DIExpression(), !108)
  br label %for.body11, !dbg !123

for.cond.cleanup5:                                ; preds = %for.cond.cleanup10
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %add24), !dbg !124
  ret i32 0, !dbg !125

for.cond.cleanup10:                               ; preds = %for.body11
  %indvars.iv.next53 = add nuw nsw i64 %indvars.iv52, 1, !dbg !126
    #dbg_value(i64 %indvars.iv.next53, !30, !DIExpression(), !112)
    #dbg_value(i64 %add24, !29, !DIExpression(), !108)
  %exitcond55.not = icmp eq i64 %indvars.iv.next53, 300, !dbg !127
  br i1 %exitcond55.not, label %for.cond.cleanup5, label %for.cond7.preheader, !dbg !113, !llvm.loop !128

for.body11:                                       ; preds = %for.cond7.preheader, %for.body11
  %indvars.iv48 = phi i64 [ 0, %for.cond7.preheader ], [ %indvars.iv.next49, %for.body11 ]
  %s.143 = phi i64 [ %s.045, %for.cond7.preheader ], [ %add24, %for.body11 ]
    #dbg_value(i64 %indvars.iv48, !32, !DIExpression(), !122)
    #dbg_value(i64 %s.143, !29, !DIExpression(), !108)
  %arrayidx15 = getelementptr inbounds [300 x [300 x i32]], ptr @main.T, i64 0, i64 %indvars.iv52, i64 %indvars.iv48, !dbg !130
  %2 = load i32, ptr %arrayidx15, align 4, !dbg !130, !tbaa !77
  %conv16 = sext i32 %2 to i64, !dbg !132
  %rem20.lhs.trunc = trunc i64 %indvars.iv48 to i16, !dbg !133
  %rem2041 = urem i16 %rem20.lhs.trunc, 5, !dbg !133
  %narrow = add nuw nsw i16 %rem2041, 1, !dbg !134
  %conv22 = zext nneg i16 %narrow to i64, !dbg !135
  %mul = mul nuw nsw i64 %conv22, %conv19, !dbg !136
  %mul23 = mul nsw i64 %mul, %conv16, !dbg !137
  %add24 = add nsw i64 %mul23, %s.143, !dbg !138
    #dbg_value(i64 %add24, !29, !DIExpression(), !108)
  %indvars.iv.next49 = add nuw nsw i64 %indvars.iv48, 1, !dbg !139
    #dbg_value(i64 %indvars.iv.next49, !32, !DIExpression(), !122)
  %exitcond51.not = icmp eq i64 %indvars.iv.next49, 300, !dbg !140
  br i1 %exitcond51.not, label %for.cond.cleanup10, label %for.body11, !dbg !123, !llvm.loop !141
}

; Function Attrs: nofree nounwind
declare !dbg !143 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seq", scope: !2, file: !3, line: 28, type: !35, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !4, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !24)
!3 = !DIFile(filename: "nus.c", directory: ".", checksumkind: CSK_MD5, checksum: "17d6b6963ec00d2ef14bdab1e9fca25f")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !13, splitDebugInlining: false, nameTableKind: None)
!11 = !{!9, !12}
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !{!0, !14, !19}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "T", scope: !2, file: !3, line: 29, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2880000, elements: !17)
!17 = !{!18, !18}
!18 = !DISubrange(count: 300)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 40, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 5)
!24 = !{!25, !26, !27, !29, !30, !32}
!25 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 26, type: !6)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 26, type: !7)
!27 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 30, type: !6)
!28 = distinct !DILexicalBlock(scope: !2, file: !3, line: 30, column: 3)
!29 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 33, type: !12)
!30 = !DILocalVariable(name: "i", scope: !31, file: !3, line: 34, type: !6)
!31 = distinct !DILexicalBlock(scope: !2, file: !3, line: 34, column: 3)
!32 = !DILocalVariable(name: "j", scope: !33, file: !3, line: 35, type: !6)
!33 = distinct !DILexicalBlock(scope: !34, file: !3, line: 35, column: 5)
!34 = distinct !DILexicalBlock(scope: !31, file: !3, line: 34, column: 3)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 2400, elements: !36)
!36 = !{!18}
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "fold", scope: !3, file: !3, line: 7, type: !46, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !53)
!46 = !DISubroutineType(types: !47)
!47 = !{null, !48, !50}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!50 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 9600, elements: !36)
!53 = !{!54, !55, !56, !58, !62}
!54 = !DILocalVariable(name: "seq", arg: 1, scope: !45, file: !3, line: 7, type: !48)
!55 = !DILocalVariable(name: "T", arg: 2, scope: !45, file: !3, line: 7, type: !50)
!56 = !DILocalVariable(name: "i", scope: !57, file: !3, line: 8, type: !6)
!57 = distinct !DILexicalBlock(scope: !45, file: !3, line: 8, column: 3)
!58 = !DILocalVariable(name: "j", scope: !59, file: !3, line: 9, type: !6)
!59 = distinct !DILexicalBlock(scope: !60, file: !3, line: 9, column: 5)
!60 = distinct !DILexicalBlock(scope: !61, file: !3, line: 8, column: 36)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 8, column: 3)
!62 = !DILocalVariable(name: "k", scope: !63, file: !3, line: 20, type: !6)
!63 = distinct !DILexicalBlock(scope: !64, file: !3, line: 20, column: 7)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 9, column: 37)
!65 = distinct !DILexicalBlock(scope: !59, file: !3, line: 9, column: 5)
!66 = !DILocation(line: 0, scope: !45)
!67 = !DILocation(line: 0, scope: !57)
!68 = !DILocation(line: 8, column: 3, scope: !57)
!69 = !DILocation(line: 24, column: 1, scope: !45)
!70 = !DILocation(line: 9, column: 20, scope: !59)
!71 = !DILocation(line: 0, scope: !59)
!72 = !DILocation(line: 9, column: 27, scope: !65)
!73 = !DILocation(line: 9, column: 5, scope: !59)
!74 = !DILocation(line: 10, column: 13, scope: !75)
!75 = distinct !DILexicalBlock(scope: !64, file: !3, line: 10, column: 11)
!76 = !DILocation(line: 11, column: 19, scope: !75)
!77 = !{!78, !78, i64 0}
!78 = !{!"int", !79, i64 0}
!79 = !{!"omnipotent char", !80, i64 0}
!80 = !{!"Simple C/C++ TBAA"}
!81 = !DILocation(line: 13, column: 19, scope: !82)
!82 = distinct !DILexicalBlock(scope: !64, file: !3, line: 12, column: 11)
!83 = !DILocation(line: 15, column: 15, scope: !84)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 15, column: 13)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 14, column: 36)
!86 = distinct !DILexicalBlock(scope: !64, file: !3, line: 14, column: 11)
!87 = !DILocation(line: 0, scope: !84)
!88 = !DILocation(line: 15, column: 13, scope: !85)
!89 = !DILocation(line: 16, column: 21, scope: !84)
!90 = !{!79, !79, i64 0}
!91 = !DILocation(line: 16, column: 11, scope: !84)
!92 = !DILocation(line: 0, scope: !63)
!93 = !DILocation(line: 20, column: 29, scope: !94)
!94 = distinct !DILexicalBlock(scope: !63, file: !3, line: 20, column: 7)
!95 = !DILocation(line: 20, column: 7, scope: !63)
!96 = !DILocation(line: 9, column: 33, scope: !65)
!97 = distinct !{!97, !73, !98, !99}
!98 = !DILocation(line: 22, column: 5, scope: !59)
!99 = !{!"llvm.loop.mustprogress"}
!100 = !DILocation(line: 21, column: 19, scope: !94)
!101 = !DILocation(line: 21, column: 17, scope: !94)
!102 = distinct !{!102, !95, !103, !99}
!103 = !DILocation(line: 21, column: 19, scope: !63)
!104 = !DILocation(line: 8, column: 32, scope: !61)
!105 = !DILocation(line: 8, column: 25, scope: !61)
!106 = distinct !{!106, !68, !107, !99}
!107 = !DILocation(line: 23, column: 3, scope: !57)
!108 = !DILocation(line: 0, scope: !2)
!109 = !DILocation(line: 0, scope: !28)
!110 = !DILocation(line: 30, column: 3, scope: !28)
!111 = !DILocation(line: 32, column: 3, scope: !2)
!112 = !DILocation(line: 0, scope: !31)
!113 = !DILocation(line: 34, column: 3, scope: !31)
!114 = !DILocation(line: 31, column: 24, scope: !115)
!115 = distinct !DILexicalBlock(scope: !28, file: !3, line: 30, column: 3)
!116 = !DILocation(line: 31, column: 14, scope: !115)
!117 = !DILocation(line: 31, column: 5, scope: !115)
!118 = !DILocation(line: 31, column: 12, scope: !115)
!119 = !DILocation(line: 30, column: 21, scope: !115)
!120 = distinct !{!120, !110, !121, !99}
!121 = !DILocation(line: 31, column: 32, scope: !28)
!122 = !DILocation(line: 0, scope: !33)
!123 = !DILocation(line: 35, column: 5, scope: !33)
!124 = !DILocation(line: 37, column: 3, scope: !2)
!125 = !DILocation(line: 39, column: 1, scope: !2)
!126 = !DILocation(line: 34, column: 27, scope: !34)
!127 = !DILocation(line: 34, column: 21, scope: !34)
!128 = distinct !{!128, !113, !129, !99}
!129 = !DILocation(line: 36, column: 52, scope: !31)
!130 = !DILocation(line: 36, column: 18, scope: !131)
!131 = distinct !DILexicalBlock(scope: !33, file: !3, line: 35, column: 5)
!132 = !DILocation(line: 36, column: 12, scope: !131)
!133 = !DILocation(line: 36, column: 45, scope: !131)
!134 = !DILocation(line: 36, column: 49, scope: !131)
!135 = !DILocation(line: 36, column: 42, scope: !131)
!136 = !DILocation(line: 36, column: 26, scope: !131)
!137 = !DILocation(line: 36, column: 40, scope: !131)
!138 = !DILocation(line: 36, column: 9, scope: !131)
!139 = !DILocation(line: 35, column: 29, scope: !131)
!140 = !DILocation(line: 35, column: 23, scope: !131)
!141 = distinct !{!141, !123, !142, !99}
!142 = !DILocation(line: 36, column: 52, scope: !33)
!143 = !DISubprogram(name: "printf", scope: !144, file: !144, line: 356, type: !145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!145 = !DISubroutineType(types: !146)
!146 = !{!6, !147, null}
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !48)

