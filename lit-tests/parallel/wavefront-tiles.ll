; A dynamic-programming table (nussinov's recurrence) tiled under option
; parallel: each of the band's two loops carries a dependence (row i+1
; before row i, column j-1 before j), so no loop may run on threads as it
; is; the tiles of one anti-diagonal may. With 10x10 tiles the tiles run in
; wavefronts, the first two tile loops' sum first, and the second tile
; loop runs on OpenMP threads; the program prints what the original prints
; with 1, 2 and 3 threads. With 3x3 tiles the wavefronts would keep two
; threads busy too rarely (predicted 1.5x, below 1.75x): the tiles keep
; their order, and no loop runs on threads. Without option parallel, no
; wavefronts either.
; RUN: %opt -passes='tessera<only=kernel_dp;parallel;tile-size=32>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: %opt -passes='tessera<only=kernel_dp;parallel>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o /dev/null 2>&1 | FileCheck --check-prefix=FEW %s
; RUN: %opt -passes='tessera<only=kernel_dp;tile-size=32>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o /dev/null 2>&1 | FileCheck --check-prefix=SEQ %s
; RUN: clang-19 -O2 -fopenmp %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.ref > %t.ref.out
; RUN: env OMP_NUM_THREADS=1 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=2 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=3 %t.exe > %t.out && diff %t.out %t.ref.out
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: kernel_dp.c -fopenmp
;    1| #include <stdio.h>
;    2|
;    3| #define N 300
;    4| #define MAX2(x, y) ((x) >= (y) ? (x) : (y))
;    5|
;    6| static int seq[N];
;    7| static int table[N][N];
;    8|
;    9| __attribute__((noinline))
;   10| void kernel_dp(void)
;   11| {
;   12|   for (int i = N - 1; i >= 0; i--)
;   13|     for (int j = i + 1; j < N; j++) {
;   14|       table[i][j] = MAX2(table[i][j], table[i][j - 1]);
;   15|       if (i + 1 < N)
;   16|         table[i][j] = MAX2(table[i][j], table[i + 1][j - 1] + (seq[i] + seq[j] == 3));
;   17|       for (int k = i + 1; k < j; k++)
;   18|         table[i][j] = MAX2(table[i][j], table[i][k] + table[k + 1][j]);
;   19|     }
;   20| }
;   21|
;   22| int main(void)
;   23| {
;   24|   for (int i = 0; i < N; i++)
;   25|     seq[i] = (i * 7 + i / 5) % 4;
;   26|   kernel_dp();
;   27|   long sum = 0;
;   28|   for (int i = 0; i < N; i++)
;   29|     for (int j = 0; j < N; j++)
;   30|       sum += (long)table[i][j] * (1 + (i + j) % 7);
;   31|   printf("%ld\n", sum);
;   32|   return 0;
;   33| }
; END-SOURCE
;
; REMARK: remark: kernel_dp.c:12:3: SCoP kernel_dp.scop0: {{.*}} tiled by 32x32, the tiles in wavefronts (the first two tile loops' sum first: the second carries no dependence)
; REMARK: remark: kernel_dp.c:12:3: SCoP kernel_dp.scop0 runs one loop on OpenMP threads (static schedule): loop c1, from line 13 (nothing privatized)
; FEW: SCoP kernel_dp.scop0: {{.*}} tiled by 128x128;
; FEW-NOT: wavefronts
; FEW-NOT: OpenMP threads
; SEQ: SCoP kernel_dp.scop0: {{.*}} tiled by 32x32;
; SEQ-NOT: wavefronts
; CHECK-LABEL: define {{.*}} @kernel_dp(
; CHECK: call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @tessera.omp.ident{{[.0-9]*}}, i32 {{[0-9]+}}, ptr @kernel_dp.tessera.par,

; ModuleID = 'kernel_dp.c'
source_filename = "kernel_dp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = internal unnamed_addr global [300 x [300 x i32]] zeroinitializer, align 16, !dbg !0
@seq = internal unnamed_addr global [300 x i32] zeroinitializer, align 16, !dbg !7
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !13

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @kernel_dp() local_unnamed_addr #0 !dbg !30 {
entry:
    #dbg_value(i32 299, !34, !DIExpression(), !43)
  br label %for.body, !dbg !44

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void, !dbg !45

for.body:                                         ; preds = %entry, %for.cond.cleanup3
  %indvars.iv182 = phi i64 [ 299, %entry ], [ %indvars.iv.next183, %for.cond.cleanup3 ]
  %indvars.iv = phi i64 [ 300, %entry ], [ %indvars.iv.next, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv182, !34, !DIExpression(), !43)
  %0 = add nuw nsw i64 %indvars.iv182, 1, !dbg !46
    #dbg_value(i64 %0, !36, !DIExpression(), !47)
  %cmp2170 = icmp ult i64 %indvars.iv182, 299, !dbg !48
  br i1 %cmp2170, label %for.body4.lr.ph.split.us, label %for.cond.cleanup3, !dbg !49

for.body4.lr.ph.split.us:                         ; preds = %for.body
  %arrayidx38 = getelementptr inbounds [300 x i32], ptr @seq, i64 0, i64 %indvars.iv182
  %1 = load i32, ptr %arrayidx38, align 4, !tbaa !50
  br label %for.body4.us, !dbg !49

for.body4.us:                                     ; preds = %for.cond.cleanup76.us, %for.body4.lr.ph.split.us
  %indvars.iv177 = phi i64 [ %indvars.iv.next178, %for.cond.cleanup76.us ], [ %indvars.iv, %for.body4.lr.ph.split.us ]
    #dbg_value(i64 %indvars.iv177, !36, !DIExpression(), !47)
  %arrayidx6.us = getelementptr inbounds [300 x [300 x i32]], ptr @table, i64 0, i64 %indvars.iv182, i64 %indvars.iv177, !dbg !54
  %2 = load i32, ptr %arrayidx6.us, align 4, !dbg !54, !tbaa !50
  %3 = add nsw i64 %indvars.iv177, -1, !dbg !54
  %arrayidx10.us = getelementptr inbounds [300 x [300 x i32]], ptr @table, i64 0, i64 %indvars.iv182, i64 %3, !dbg !54
  %4 = load i32, ptr %arrayidx10.us, align 4, !dbg !54, !tbaa !50
  %..us = tail call i32 @llvm.smax.i32(i32 %2, i32 %4), !dbg !54
  %arrayidx36.us = getelementptr inbounds [300 x [300 x i32]], ptr @table, i64 0, i64 %0, i64 %3, !dbg !55
  %5 = load i32, ptr %arrayidx36.us, align 4, !dbg !55, !tbaa !50
  %arrayidx40.us = getelementptr inbounds [300 x i32], ptr @seq, i64 0, i64 %indvars.iv177, !dbg !55
  %6 = load i32, ptr %arrayidx40.us, align 4, !dbg !55, !tbaa !50
  %add41.us = add nsw i32 %6, %1, !dbg !55
  %cmp42.us = icmp eq i32 %add41.us, 3, !dbg !55
  %conv.us = zext i1 %cmp42.us to i32, !dbg !55
  %add43.us = add nsw i32 %5, %conv.us, !dbg !55
  %add43...us = tail call i32 @llvm.smax.i32(i32 %..us, i32 %add43.us), !dbg !55
  store i32 %add43...us, ptr %arrayidx6.us, align 4, !dbg !57, !tbaa !50
    #dbg_value(i64 %0, !39, !DIExpression(), !58)
  %cmp74168.us = icmp ult i64 %0, %indvars.iv177, !dbg !59
  br i1 %cmp74168.us, label %for.body77.us, label %for.cond.cleanup76.us, !dbg !61

for.cond.cleanup76.us:                            ; preds = %for.body77.us, %for.body4.us
  %indvars.iv.next178 = add nuw nsw i64 %indvars.iv177, 1, !dbg !62
    #dbg_value(i64 %indvars.iv.next178, !36, !DIExpression(), !47)
  %exitcond181.not = icmp eq i64 %indvars.iv.next178, 300, !dbg !48
  br i1 %exitcond181.not, label %for.cond.cleanup3, label %for.body4.us, !dbg !49, !llvm.loop !63

for.body77.us:                                    ; preds = %for.body4.us, %for.body77.us
  %indvars.iv174 = phi i64 [ %indvars.iv.next175, %for.body77.us ], [ %indvars.iv, %for.body4.us ], !dbg !66
  %7 = phi i32 [ %add91..us, %for.body77.us ], [ %add43...us, %for.body4.us ], !dbg !66
    #dbg_value(i64 %indvars.iv174, !39, !DIExpression(), !58)
  %arrayidx85.us = getelementptr inbounds [300 x [300 x i32]], ptr @table, i64 0, i64 %indvars.iv182, i64 %indvars.iv174, !dbg !66
  %8 = load i32, ptr %arrayidx85.us, align 4, !dbg !66, !tbaa !50
  %indvars.iv.next175 = add nuw nsw i64 %indvars.iv174, 1, !dbg !66
  %arrayidx90.us = getelementptr inbounds [300 x [300 x i32]], ptr @table, i64 0, i64 %indvars.iv.next175, i64 %indvars.iv177, !dbg !66
  %9 = load i32, ptr %arrayidx90.us, align 4, !dbg !66, !tbaa !50
  %add91.us = add nsw i32 %9, %8, !dbg !66
  %add91..us = tail call i32 @llvm.smax.i32(i32 %7, i32 %add91.us), !dbg !66
  store i32 %add91..us, ptr %arrayidx6.us, align 4, !dbg !67, !tbaa !50
    #dbg_value(i64 %indvars.iv.next175, !39, !DIExpression(), !58)
  %exitcond.not = icmp eq i64 %indvars.iv.next175, %indvars.iv177, !dbg !59
  br i1 %exitcond.not, label %for.cond.cleanup76.us, label %for.body77.us, !dbg !61, !llvm.loop !68

for.cond.cleanup3:                                ; preds = %for.cond.cleanup76.us, %for.body
  %indvars.iv.next183 = add nsw i64 %indvars.iv182, -1, !dbg !70
    #dbg_value(i64 %indvars.iv.next183, !34, !DIExpression(), !43)
  %cmp.not = icmp eq i64 %indvars.iv182, 0, !dbg !71
  %indvars.iv.next = add nsw i64 %indvars.iv, -1, !dbg !44
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !dbg !44, !llvm.loop !72
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !74 {
entry:
    #dbg_value(i32 0, !78, !DIExpression(), !86)
  br label %for.body, !dbg !87

for.cond.cleanup:                                 ; preds = %for.body
  tail call void @kernel_dp(), !dbg !88
    #dbg_value(i64 0, !80, !DIExpression(), !89)
    #dbg_value(i32 0, !81, !DIExpression(), !90)
  br label %for.cond6.preheader, !dbg !91

for.body:                                         ; preds = %entry, %for.body
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !78, !DIExpression(), !86)
  %div.lhs.trunc = trunc i64 %indvars.iv to i16, !dbg !92
  %div37 = udiv i16 %div.lhs.trunc, 5, !dbg !92
  %div.zext = zext nneg i16 %div37 to i32, !dbg !92
  %0 = trunc i64 %indvars.iv to i32, !dbg !94
  %1 = mul i32 %0, 3, !dbg !94
  %add = add nuw nsw i32 %1, %div.zext, !dbg !94
  %rem = and i32 %add, 3, !dbg !95
  %arrayidx = getelementptr inbounds [300 x i32], ptr @seq, i64 0, i64 %indvars.iv, !dbg !96
  store i32 %rem, ptr %arrayidx, align 4, !dbg !97, !tbaa !50
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !98
    #dbg_value(i64 %indvars.iv.next, !78, !DIExpression(), !86)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 300, !dbg !99
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !87, !llvm.loop !100

for.cond6.preheader:                              ; preds = %for.cond.cleanup, %for.cond.cleanup8
  %indvars.iv50 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next51, %for.cond.cleanup8 ]
  %sum.041 = phi i64 [ 0, %for.cond.cleanup ], [ %add19, %for.cond.cleanup8 ]
    #dbg_value(i64 %indvars.iv50, !81, !DIExpression(), !90)
    #dbg_value(i64 %sum.041, !80, !DIExpression(), !89)
    #dbg_value(i32 0, !83, !DIExpression(), !102)
    #dbg_value(i64 %sum.041, !80, !DIExpression(), !89)
  br label %for.body9, !dbg !103

for.cond.cleanup4:                                ; preds = %for.cond.cleanup8
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %add19), !dbg !104
  ret i32 0, !dbg !105

for.cond.cleanup8:                                ; preds = %for.body9
  %indvars.iv.next51 = add nuw nsw i64 %indvars.iv50, 1, !dbg !106
    #dbg_value(i64 %indvars.iv.next51, !81, !DIExpression(), !90)
    #dbg_value(i64 %add19, !80, !DIExpression(), !89)
  %exitcond53.not = icmp eq i64 %indvars.iv.next51, 300, !dbg !107
  br i1 %exitcond53.not, label %for.cond.cleanup4, label %for.cond6.preheader, !dbg !91, !llvm.loop !108

for.body9:                                        ; preds = %for.cond6.preheader, %for.body9
  %indvars.iv45 = phi i64 [ 0, %for.cond6.preheader ], [ %indvars.iv.next46, %for.body9 ]
  %sum.139 = phi i64 [ %sum.041, %for.cond6.preheader ], [ %add19, %for.body9 ]
    #dbg_value(i64 %indvars.iv45, !83, !DIExpression(), !102)
    #dbg_value(i64 %sum.139, !80, !DIExpression(), !89)
  %arrayidx13 = getelementptr inbounds [300 x [300 x i32]], ptr @table, i64 0, i64 %indvars.iv50, i64 %indvars.iv45, !dbg !110
  %2 = load i32, ptr %arrayidx13, align 4, !dbg !110, !tbaa !50
  %conv = sext i32 %2 to i64, !dbg !112
  %3 = add nuw nsw i64 %indvars.iv45, %indvars.iv50, !dbg !113
  %4 = trunc nuw nsw i64 %3 to i32, !dbg !114
  %rem15 = urem i32 %4, 7, !dbg !114
  %add16 = add nuw nsw i32 %rem15, 1, !dbg !115
  %conv17 = zext nneg i32 %add16 to i64, !dbg !116
  %mul18 = mul nsw i64 %conv, %conv17, !dbg !117
  %add19 = add nsw i64 %mul18, %sum.139, !dbg !118
    #dbg_value(i64 %add19, !80, !DIExpression(), !89)
  %indvars.iv.next46 = add nuw nsw i64 %indvars.iv45, 1, !dbg !119
    #dbg_value(i64 %indvars.iv.next46, !83, !DIExpression(), !102)
  %exitcond49.not = icmp eq i64 %indvars.iv.next46, 300, !dbg !120
  br i1 %exitcond49.not, label %for.cond.cleanup8, label %for.body9, !dbg !103, !llvm.loop !121
}

; Function Attrs: nofree nounwind
declare !dbg !123 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 7, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "kernel_dp.c", directory: ".", checksumkind: CSK_MD5, checksum: "5aec8b7ce27641301d562b2e9bf3b923")
!4 = !{!5}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !{!0, !7, !13}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "seq", scope: !2, file: !3, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 9600, elements: !11)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 300)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 40, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 5)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 2880000, elements: !20)
!20 = !{!12, !12}
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"openmp", i32 51}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "kernel_dp", scope: !3, file: !3, line: 10, type: !31, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{null}
!33 = !{!34, !36, !39}
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 12, type: !10)
!35 = distinct !DILexicalBlock(scope: !30, file: !3, line: 12, column: 3)
!36 = !DILocalVariable(name: "j", scope: !37, file: !3, line: 13, type: !10)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 13, column: 5)
!38 = distinct !DILexicalBlock(scope: !35, file: !3, line: 12, column: 3)
!39 = !DILocalVariable(name: "k", scope: !40, file: !3, line: 17, type: !10)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 17, column: 7)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 13, column: 37)
!42 = distinct !DILexicalBlock(scope: !37, file: !3, line: 13, column: 5)
!43 = !DILocation(line: 0, scope: !35)
!44 = !DILocation(line: 12, column: 3, scope: !35)
!45 = !DILocation(line: 20, column: 1, scope: !30)
!46 = !DILocation(line: 13, column: 20, scope: !37)
!47 = !DILocation(line: 0, scope: !37)
!48 = !DILocation(line: 13, column: 27, scope: !42)
!49 = !DILocation(line: 13, column: 5, scope: !37)
!50 = !{!51, !51, i64 0}
!51 = !{!"int", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 14, column: 21, scope: !41)
!55 = !DILocation(line: 16, column: 23, scope: !56)
!56 = distinct !DILexicalBlock(scope: !41, file: !3, line: 15, column: 11)
!57 = !DILocation(line: 16, column: 21, scope: !56)
!58 = !DILocation(line: 0, scope: !40)
!59 = !DILocation(line: 17, column: 29, scope: !60)
!60 = distinct !DILexicalBlock(scope: !40, file: !3, line: 17, column: 7)
!61 = !DILocation(line: 17, column: 7, scope: !40)
!62 = !DILocation(line: 13, column: 33, scope: !42)
!63 = distinct !{!63, !49, !64, !65}
!64 = !DILocation(line: 19, column: 5, scope: !37)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 18, column: 23, scope: !60)
!67 = !DILocation(line: 18, column: 21, scope: !60)
!68 = distinct !{!68, !61, !69, !65}
!69 = !DILocation(line: 18, column: 23, scope: !40)
!70 = !DILocation(line: 12, column: 32, scope: !38)
!71 = !DILocation(line: 12, column: 25, scope: !38)
!72 = distinct !{!72, !44, !73, !65}
!73 = !DILocation(line: 19, column: 5, scope: !35)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !75, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!10}
!77 = !{!78, !80, !81, !83}
!78 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 24, type: !10)
!79 = distinct !DILexicalBlock(scope: !74, file: !3, line: 24, column: 3)
!80 = !DILocalVariable(name: "sum", scope: !74, file: !3, line: 27, type: !5)
!81 = !DILocalVariable(name: "i", scope: !82, file: !3, line: 28, type: !10)
!82 = distinct !DILexicalBlock(scope: !74, file: !3, line: 28, column: 3)
!83 = !DILocalVariable(name: "j", scope: !84, file: !3, line: 29, type: !10)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 29, column: 5)
!85 = distinct !DILexicalBlock(scope: !82, file: !3, line: 28, column: 3)
!86 = !DILocation(line: 0, scope: !79)
!87 = !DILocation(line: 24, column: 3, scope: !79)
!88 = !DILocation(line: 26, column: 3, scope: !74)
!89 = !DILocation(line: 0, scope: !74)
!90 = !DILocation(line: 0, scope: !82)
!91 = !DILocation(line: 28, column: 3, scope: !82)
!92 = !DILocation(line: 25, column: 25, scope: !93)
!93 = distinct !DILexicalBlock(scope: !79, file: !3, line: 24, column: 3)
!94 = !DILocation(line: 25, column: 21, scope: !93)
!95 = !DILocation(line: 25, column: 30, scope: !93)
!96 = !DILocation(line: 25, column: 5, scope: !93)
!97 = !DILocation(line: 25, column: 12, scope: !93)
!98 = !DILocation(line: 24, column: 27, scope: !93)
!99 = !DILocation(line: 24, column: 21, scope: !93)
!100 = distinct !{!100, !87, !101, !65}
!101 = !DILocation(line: 25, column: 32, scope: !79)
!102 = !DILocation(line: 0, scope: !84)
!103 = !DILocation(line: 29, column: 5, scope: !84)
!104 = !DILocation(line: 31, column: 3, scope: !74)
!105 = !DILocation(line: 33, column: 1, scope: !74)
!106 = !DILocation(line: 28, column: 27, scope: !85)
!107 = !DILocation(line: 28, column: 21, scope: !85)
!108 = distinct !{!108, !91, !109, !65}
!109 = !DILocation(line: 30, column: 50, scope: !82)
!110 = !DILocation(line: 30, column: 20, scope: !111)
!111 = distinct !DILexicalBlock(scope: !84, file: !3, line: 29, column: 5)
!112 = !DILocation(line: 30, column: 14, scope: !111)
!113 = !DILocation(line: 30, column: 42, scope: !111)
!114 = !DILocation(line: 30, column: 47, scope: !111)
!115 = !DILocation(line: 30, column: 37, scope: !111)
!116 = !DILocation(line: 30, column: 34, scope: !111)
!117 = !DILocation(line: 30, column: 32, scope: !111)
!118 = !DILocation(line: 30, column: 11, scope: !111)
!119 = !DILocation(line: 29, column: 29, scope: !111)
!120 = !DILocation(line: 29, column: 23, scope: !111)
!121 = distinct !{!121, !103, !122, !65}
!122 = !DILocation(line: 30, column: 50, scope: !84)
!123 = !DISubprogram(name: "printf", scope: !124, file: !124, line: 356, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!125 = !DISubroutineType(types: !126)
!126 = !{!10, !127, null}
!127 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)

