; A loop counting down (i from n - 1 to 0) around a loop with a step of 3
; (j from 1 while j < n) is modelled with normalized counters (i0, i1 =
; 0, 1, 2...): the direction and the step move into the subscripts
; (A[n - 1 - i0][3 i1 + 1]) and the trip count into a parameter (p). The
; round trip (schedule=original, codegen=always) regenerates both loops
; counting up from 0, and the program prints what the original prints.
; RUN: %opt -passes='tessera<only=down;print-model>' %s -disable-output | FileCheck --check-prefix=MODEL %s
; RUN: %opt -passes='tessera<only=down;schedule=original;codegen=always;print-ast>' -pass-remarks=tessera %s -S -o %t.ll > %t.ast 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck --match-full-lines --check-prefix=AST %s < %t.ast
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 2 > %t.out && %t.ref 2 > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 1 > %t.out && %t.ref 1 > %t.ref.out && diff %t.out %t.ref.out
; SOURCE: down.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline)) void down(int n, double A[n][n], const double *x) {
;    5|   for (int i = n - 1; i >= 0; i--)
;    6|     for (int j = 1; j < n; j += 3)
;    7|       A[i][j] = A[i][j - 1] * 0.5 + x[i];
;    8| }
;    9|
;   10| int main(int argc, char **argv) {
;   11|   int n = argc > 1 ? atoi(argv[1]) : 37;
;   12|   double (*A)[n] = malloc(sizeof(double[n][n]));
;   13|   double *x = malloc(sizeof(double) * n);
;   14|   for (int i = 0; i < n; i++) {
;   15|     x[i] = i * 0.25;
;   16|     for (int j = 0; j < n; j++)
;   17|       A[i][j] = (double)((i * 7 + j) % 5);
;   18|   }
;   19|   down(n, A, x);
;   20|   double s = 0;
;   21|   for (int i = 0; i < n; i++)
;   22|     for (int j = 0; j < n; j++)
;   23|       s += A[i][j] * (1 + (i + 3 * j) % 7);
;   24|   printf("%.17g\n", s);
;   25|   return 0;
;   26| }
; END-SOURCE
;
; MODEL: domain "[n, n_p, p, n_1] -> { S0[i0, i1] : 0 <= i0 < n and 0 <= i1 <= p and {{.*}} }"
; MODEL: read #0 @A "[n, n_p, p, n_1] -> { S0[i0, i1] -> A[-i0 + n - 1, 3i1] }"
; MODEL: write #2 @A "[n, n_p, p, n_1] -> { S0[i0, i1] -> A[-i0 + n - 1, 3i1 + 1] }"
; REMARK: remark: down.c:5:3: regenerated SCoP down.scop0 (2 loops, 1 statements) from its schedule
; The whole AST (scripts/bless.py). The domain's condition on n_1 (n as
; the 32-bit value the j loop compares with, a parameter of its own) once
; split it into two identical branches; generated from the dates' tree, the
; band is one loop nest.
; BLESS-BEGIN: AST
; AST: // down.scop0: regenerated loop nest
; AST-NEXT: for (int c0 = 0; c0 < n; c0 += 1)
; AST-NEXT:   for (int c1 = 0; c1 <= p; c1 += 1)
; AST-NEXT:     S0(c0, c1);
; BLESS-END

; ModuleID = 'down.c'
source_filename = "down.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @down(i32 noundef %n, ptr nocapture noundef %A, ptr nocapture noundef readonly %x) local_unnamed_addr #0 !dbg !23 {
entry:
    #dbg_value(i32 %n, !33, !DIExpression(), !41)
    #dbg_value(ptr %A, !34, !DIExpression(), !41)
    #dbg_value(ptr %x, !35, !DIExpression(), !41)
  %0 = zext i32 %n to i64
    #dbg_value(i32 %n, !36, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !42)
  %cmp30 = icmp sgt i32 %n, 0, !dbg !43
  br i1 %cmp30, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !44

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp227.not = icmp eq i32 %n, 1
  %1 = zext nneg i32 %n to i64, !dbg !44
  br label %for.cond1.preheader, !dbg !44

for.cond.loopexit:                                ; preds = %for.body4, %for.cond1.preheader
    #dbg_value(i64 %indvars.iv.next34, !36, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !42)
  %cmp = icmp sgt i64 %indvars.iv33, 1, !dbg !43
  br i1 %cmp, label %for.cond1.preheader, label %for.cond.cleanup, !dbg !44, !llvm.loop !45

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.loopexit
  %indvars.iv33 = phi i64 [ %0, %for.cond1.preheader.lr.ph ], [ %indvars.iv.next34, %for.cond.loopexit ]
  %indvars.iv.next34 = add nsw i64 %indvars.iv33, -1, !dbg !49
    #dbg_value(i32 1, !38, !DIExpression(), !50)
  br i1 %cmp227.not, label %for.cond.loopexit, label %for.body4.lr.ph, !dbg !51

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %2 = mul nuw nsw i64 %indvars.iv.next34, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %2
  %arrayidx9 = getelementptr inbounds double, ptr %x, i64 %indvars.iv.next34
  br label %for.body4, !dbg !51

for.cond.cleanup:                                 ; preds = %for.cond.loopexit, %entry
  ret void, !dbg !52

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 1, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !38, !DIExpression(), !50)
  %3 = getelementptr double, ptr %arrayidx, i64 %indvars.iv, !dbg !53
  %arrayidx7 = getelementptr i8, ptr %3, i64 -8, !dbg !53
  %4 = load double, ptr %arrayidx7, align 8, !dbg !53, !tbaa !55
  %5 = load double, ptr %arrayidx9, align 8, !dbg !59, !tbaa !55
  %6 = tail call double @llvm.fmuladd.f64(double %4, double 5.000000e-01, double %5), !dbg !60
  store double %6, ptr %3, align 8, !dbg !61, !tbaa !55
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 3, !dbg !62
    #dbg_value(i64 %indvars.iv.next, !38, !DIExpression(), !50)
  %cmp2 = icmp ult i64 %indvars.iv.next, %1, !dbg !63
  br i1 %cmp2, label %for.body4, label %for.cond.loopexit, !dbg !51, !llvm.loop !64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !66 {
entry:
    #dbg_value(i32 %argc, !70, !DIExpression(), !88)
    #dbg_value(ptr %argv, !71, !DIExpression(), !88)
  %cmp = icmp sgt i32 %argc, 1, !dbg !89
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !90

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !91
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !91, !tbaa !92
    #dbg_value(ptr %0, !94, !DIExpression(), !102)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #6, !dbg !104
  %conv.i = trunc i64 %call.i to i32, !dbg !105
  br label %cond.end, !dbg !90

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 37, %entry ], !dbg !90
    #dbg_value(i32 %cond, !72, !DIExpression(), !88)
  %1 = zext i32 %cond to i64, !dbg !106
  %2 = shl nuw nsw i64 %1, 3, !dbg !107
  %3 = mul i64 %2, %1, !dbg !107
  %call1 = tail call noalias ptr @malloc(i64 noundef %3) #7, !dbg !108
    #dbg_value(ptr %call1, !73, !DIExpression(), !88)
  %conv = sext i32 %cond to i64, !dbg !109
  %mul = shl nsw i64 %conv, 3, !dbg !110
  %call2 = tail call noalias ptr @malloc(i64 noundef %mul) #7, !dbg !111
    #dbg_value(ptr %call2, !74, !DIExpression(), !88)
    #dbg_value(i32 0, !76, !DIExpression(), !112)
  %cmp379 = icmp sgt i32 %cond, 0, !dbg !113
  br i1 %cmp379, label %for.body12.lr.ph, label %for.cond.cleanup.thread, !dbg !114

for.cond.cleanup.thread:                          ; preds = %cond.end
  tail call void @down(i32 noundef %cond, ptr noundef %call1, ptr noundef %call2), !dbg !115
    #dbg_value(double 0.000000e+00, !82, !DIExpression(), !88)
    #dbg_value(i32 0, !83, !DIExpression(), !116)
  br label %for.cond.cleanup26, !dbg !117

for.cond.cleanup:                                 ; preds = %for.cond.cleanup11
  tail call void @down(i32 noundef %cond, ptr noundef nonnull %call1, ptr noundef %call2), !dbg !115
    #dbg_value(double 0.000000e+00, !82, !DIExpression(), !88)
    #dbg_value(i32 0, !83, !DIExpression(), !116)
  br i1 %cmp379, label %for.body33.lr.ph, label %for.cond.cleanup26, !dbg !117

for.body12.lr.ph:                                 ; preds = %cond.end, %for.cond.cleanup11
  %indvars.iv90 = phi i64 [ %indvars.iv.next91, %for.cond.cleanup11 ], [ 0, %cond.end ]
    #dbg_value(i64 %indvars.iv90, !76, !DIExpression(), !112)
  %4 = trunc nuw nsw i64 %indvars.iv90 to i32, !dbg !118
  %conv5 = uitofp nneg i32 %4 to double, !dbg !118
  %mul6 = fmul double %conv5, 2.500000e-01, !dbg !119
  %arrayidx7 = getelementptr inbounds double, ptr %call2, i64 %indvars.iv90, !dbg !120
  store double %mul6, ptr %arrayidx7, align 8, !dbg !121, !tbaa !55
    #dbg_value(i32 0, !78, !DIExpression(), !122)
  %5 = mul nuw nsw i64 %indvars.iv90, 7
  %6 = mul nuw nsw i64 %indvars.iv90, %1
  %arrayidx16 = getelementptr inbounds double, ptr %call1, i64 %6
  br label %for.body12, !dbg !123

for.cond.cleanup11:                               ; preds = %for.body12
  %indvars.iv.next91 = add nuw nsw i64 %indvars.iv90, 1, !dbg !124
    #dbg_value(i64 %indvars.iv.next91, !76, !DIExpression(), !112)
  %exitcond95.not = icmp eq i64 %indvars.iv.next91, %1, !dbg !113
  br i1 %exitcond95.not, label %for.cond.cleanup, label %for.body12.lr.ph, !dbg !114, !llvm.loop !125

for.body12:                                       ; preds = %for.body12.lr.ph, %for.body12
  %indvars.iv = phi i64 [ 0, %for.body12.lr.ph ], [ %indvars.iv.next, %for.body12 ]
    #dbg_value(i64 %indvars.iv, !78, !DIExpression(), !122)
  %7 = add nuw nsw i64 %indvars.iv, %5, !dbg !127
  %8 = trunc nuw i64 %7 to i32, !dbg !129
  %rem = urem i32 %8, 5, !dbg !129
  %conv14 = uitofp nneg i32 %rem to double, !dbg !130
  %arrayidx18 = getelementptr inbounds double, ptr %arrayidx16, i64 %indvars.iv, !dbg !131
  store double %conv14, ptr %arrayidx18, align 8, !dbg !132, !tbaa !55
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !133
    #dbg_value(i64 %indvars.iv.next, !78, !DIExpression(), !122)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %1, !dbg !134
  br i1 %exitcond.not, label %for.cond.cleanup11, label %for.body12, !dbg !123, !llvm.loop !135

for.body33.lr.ph:                                 ; preds = %for.cond.cleanup, %for.cond.cleanup32
  %indvars.iv103 = phi i64 [ %indvars.iv.next104, %for.cond.cleanup32 ], [ 0, %for.cond.cleanup ]
  %s.085 = phi double [ %14, %for.cond.cleanup32 ], [ 0.000000e+00, %for.cond.cleanup ]
    #dbg_value(i64 %indvars.iv103, !83, !DIExpression(), !116)
    #dbg_value(i32 0, !85, !DIExpression(), !137)
    #dbg_value(double %s.085, !82, !DIExpression(), !88)
  %9 = mul nuw nsw i64 %indvars.iv103, %1
  %arrayidx35 = getelementptr inbounds double, ptr %call1, i64 %9
  br label %for.body33, !dbg !138

for.cond.cleanup26:                               ; preds = %for.cond.cleanup32, %for.cond.cleanup.thread, %for.cond.cleanup
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup ], [ 0.000000e+00, %for.cond.cleanup.thread ], [ %14, %for.cond.cleanup32 ], !dbg !139
  %call50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !140
  ret i32 0, !dbg !141

for.cond.cleanup32:                               ; preds = %for.body33
  %indvars.iv.next104 = add nuw nsw i64 %indvars.iv103, 1, !dbg !142
    #dbg_value(i64 %indvars.iv.next104, !83, !DIExpression(), !116)
    #dbg_value(double %14, !82, !DIExpression(), !88)
  %exitcond107.not = icmp eq i64 %indvars.iv.next104, %1, !dbg !143
  br i1 %exitcond107.not, label %for.cond.cleanup26, label %for.body33.lr.ph, !dbg !117, !llvm.loop !144

for.body33:                                       ; preds = %for.body33.lr.ph, %for.body33
  %indvars.iv96 = phi i64 [ 0, %for.body33.lr.ph ], [ %indvars.iv.next97, %for.body33 ]
  %s.182 = phi double [ %s.085, %for.body33.lr.ph ], [ %14, %for.body33 ]
    #dbg_value(i64 %indvars.iv96, !85, !DIExpression(), !137)
    #dbg_value(double %s.182, !82, !DIExpression(), !88)
  %arrayidx37 = getelementptr inbounds double, ptr %arrayidx35, i64 %indvars.iv96, !dbg !146
  %10 = load double, ptr %arrayidx37, align 8, !dbg !146, !tbaa !55
  %11 = mul nuw nsw i64 %indvars.iv96, 3, !dbg !148
  %12 = add nuw nsw i64 %11, %indvars.iv103, !dbg !149
  %13 = trunc nuw i64 %12 to i32, !dbg !150
  %rem40 = urem i32 %13, 7, !dbg !150
  %add41 = add nuw nsw i32 %rem40, 1, !dbg !151
  %conv42 = uitofp nneg i32 %add41 to double, !dbg !152
  %14 = tail call double @llvm.fmuladd.f64(double %10, double %conv42, double %s.182), !dbg !153
    #dbg_value(double %14, !82, !DIExpression(), !88)
  %indvars.iv.next97 = add nuw nsw i64 %indvars.iv96, 1, !dbg !154
    #dbg_value(i64 %indvars.iv.next97, !85, !DIExpression(), !137)
  %exitcond102.not = icmp eq i64 %indvars.iv.next97, %1, !dbg !155
  br i1 %exitcond102.not, label %for.cond.cleanup32, label %for.body33, !dbg !138, !llvm.loop !156
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !158 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !164 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !169 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "down.c", directory: ".", checksumkind: CSK_MD5, checksum: "f573b02ebe47dd1390081d0d95da373f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !14, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10, !11, !13}
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !{!0}
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "down", scope: !2, file: !2, line: 4, type: !24, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !32)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !10, !26, !30}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: -1)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!32 = !{!33, !34, !35, !36, !38}
!33 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !2, line: 4, type: !10)
!34 = !DILocalVariable(name: "A", arg: 2, scope: !23, file: !2, line: 4, type: !26)
!35 = !DILocalVariable(name: "x", arg: 3, scope: !23, file: !2, line: 4, type: !30)
!36 = !DILocalVariable(name: "i", scope: !37, file: !2, line: 5, type: !10)
!37 = distinct !DILexicalBlock(scope: !23, file: !2, line: 5, column: 3)
!38 = !DILocalVariable(name: "j", scope: !39, file: !2, line: 6, type: !10)
!39 = distinct !DILexicalBlock(scope: !40, file: !2, line: 6, column: 5)
!40 = distinct !DILexicalBlock(scope: !37, file: !2, line: 5, column: 3)
!41 = !DILocation(line: 0, scope: !23)
!42 = !DILocation(line: 0, scope: !37)
!43 = !DILocation(line: 5, column: 25, scope: !40)
!44 = !DILocation(line: 5, column: 3, scope: !37)
!45 = distinct !{!45, !44, !46, !47, !48}
!46 = !DILocation(line: 7, column: 40, scope: !37)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = !DILocation(line: 5, scope: !37)
!50 = !DILocation(line: 0, scope: !39)
!51 = !DILocation(line: 6, column: 5, scope: !39)
!52 = !DILocation(line: 8, column: 1, scope: !23)
!53 = !DILocation(line: 7, column: 17, scope: !54)
!54 = distinct !DILexicalBlock(scope: !39, file: !2, line: 6, column: 5)
!55 = !{!56, !56, i64 0}
!56 = !{!"double", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocation(line: 7, column: 37, scope: !54)
!60 = !DILocation(line: 7, column: 35, scope: !54)
!61 = !DILocation(line: 7, column: 15, scope: !54)
!62 = !DILocation(line: 6, column: 30, scope: !54)
!63 = !DILocation(line: 6, column: 23, scope: !54)
!64 = distinct !{!64, !51, !65, !47, !48}
!65 = !DILocation(line: 7, column: 40, scope: !39)
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !67, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!10, !10, !11}
!69 = !{!70, !71, !72, !73, !74, !76, !78, !82, !83, !85}
!70 = !DILocalVariable(name: "argc", arg: 1, scope: !66, file: !2, line: 10, type: !10)
!71 = !DILocalVariable(name: "argv", arg: 2, scope: !66, file: !2, line: 10, type: !11)
!72 = !DILocalVariable(name: "n", scope: !66, file: !2, line: 11, type: !10)
!73 = !DILocalVariable(name: "A", scope: !66, file: !2, line: 12, type: !26)
!74 = !DILocalVariable(name: "x", scope: !66, file: !2, line: 13, type: !75)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 14, type: !10)
!77 = distinct !DILexicalBlock(scope: !66, file: !2, line: 14, column: 3)
!78 = !DILocalVariable(name: "j", scope: !79, file: !2, line: 16, type: !10)
!79 = distinct !DILexicalBlock(scope: !80, file: !2, line: 16, column: 5)
!80 = distinct !DILexicalBlock(scope: !81, file: !2, line: 14, column: 31)
!81 = distinct !DILexicalBlock(scope: !77, file: !2, line: 14, column: 3)
!82 = !DILocalVariable(name: "s", scope: !66, file: !2, line: 20, type: !9)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 21, type: !10)
!84 = distinct !DILexicalBlock(scope: !66, file: !2, line: 21, column: 3)
!85 = !DILocalVariable(name: "j", scope: !86, file: !2, line: 22, type: !10)
!86 = distinct !DILexicalBlock(scope: !87, file: !2, line: 22, column: 5)
!87 = distinct !DILexicalBlock(scope: !84, file: !2, line: 21, column: 3)
!88 = !DILocation(line: 0, scope: !66)
!89 = !DILocation(line: 11, column: 16, scope: !66)
!90 = !DILocation(line: 11, column: 11, scope: !66)
!91 = !DILocation(line: 11, column: 27, scope: !66)
!92 = !{!93, !93, i64 0}
!93 = !{!"any pointer", !57, i64 0}
!94 = !DILocalVariable(name: "__nptr", arg: 1, scope: !95, file: !96, line: 362, type: !99)
!95 = distinct !DISubprogram(name: "atoi", scope: !96, file: !96, line: 362, type: !97, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !101)
!96 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!97 = !DISubroutineType(types: !98)
!98 = !{!10, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!101 = !{!94}
!102 = !DILocation(line: 0, scope: !95, inlinedAt: !103)
!103 = distinct !DILocation(line: 11, column: 22, scope: !66)
!104 = !DILocation(line: 364, column: 16, scope: !95, inlinedAt: !103)
!105 = !DILocation(line: 364, column: 10, scope: !95, inlinedAt: !103)
!106 = !DILocation(line: 12, column: 3, scope: !66)
!107 = !DILocation(line: 12, column: 27, scope: !66)
!108 = !DILocation(line: 12, column: 20, scope: !66)
!109 = !DILocation(line: 13, column: 39, scope: !66)
!110 = !DILocation(line: 13, column: 37, scope: !66)
!111 = !DILocation(line: 13, column: 15, scope: !66)
!112 = !DILocation(line: 0, scope: !77)
!113 = !DILocation(line: 14, column: 21, scope: !81)
!114 = !DILocation(line: 14, column: 3, scope: !77)
!115 = !DILocation(line: 19, column: 3, scope: !66)
!116 = !DILocation(line: 0, scope: !84)
!117 = !DILocation(line: 21, column: 3, scope: !84)
!118 = !DILocation(line: 15, column: 12, scope: !80)
!119 = !DILocation(line: 15, column: 14, scope: !80)
!120 = !DILocation(line: 15, column: 5, scope: !80)
!121 = !DILocation(line: 15, column: 10, scope: !80)
!122 = !DILocation(line: 0, scope: !79)
!123 = !DILocation(line: 16, column: 5, scope: !79)
!124 = !DILocation(line: 14, column: 27, scope: !81)
!125 = distinct !{!125, !114, !126, !47, !48}
!126 = !DILocation(line: 18, column: 3, scope: !77)
!127 = !DILocation(line: 17, column: 33, scope: !128)
!128 = distinct !DILexicalBlock(scope: !79, file: !2, line: 16, column: 5)
!129 = !DILocation(line: 17, column: 38, scope: !128)
!130 = !DILocation(line: 17, column: 17, scope: !128)
!131 = !DILocation(line: 17, column: 7, scope: !128)
!132 = !DILocation(line: 17, column: 15, scope: !128)
!133 = !DILocation(line: 16, column: 29, scope: !128)
!134 = !DILocation(line: 16, column: 23, scope: !128)
!135 = distinct !{!135, !123, !136, !47, !48}
!136 = !DILocation(line: 17, column: 41, scope: !79)
!137 = !DILocation(line: 0, scope: !86)
!138 = !DILocation(line: 22, column: 5, scope: !86)
!139 = !DILocation(line: 20, column: 10, scope: !66)
!140 = !DILocation(line: 24, column: 3, scope: !66)
!141 = !DILocation(line: 26, column: 1, scope: !66)
!142 = !DILocation(line: 21, column: 27, scope: !87)
!143 = !DILocation(line: 21, column: 21, scope: !87)
!144 = distinct !{!144, !117, !145, !47, !48}
!145 = !DILocation(line: 23, column: 42, scope: !84)
!146 = !DILocation(line: 23, column: 12, scope: !147)
!147 = distinct !DILexicalBlock(scope: !86, file: !2, line: 22, column: 5)
!148 = !DILocation(line: 23, column: 34, scope: !147)
!149 = !DILocation(line: 23, column: 30, scope: !147)
!150 = !DILocation(line: 23, column: 39, scope: !147)
!151 = !DILocation(line: 23, column: 25, scope: !147)
!152 = !DILocation(line: 23, column: 22, scope: !147)
!153 = !DILocation(line: 23, column: 9, scope: !147)
!154 = !DILocation(line: 22, column: 29, scope: !147)
!155 = !DILocation(line: 22, column: 23, scope: !147)
!156 = distinct !{!156, !138, !157, !47, !48}
!157 = !DILocation(line: 23, column: 42, scope: !86)
!158 = !DISubprogram(name: "malloc", scope: !96, file: !96, line: 553, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{!13, !161}
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !162, line: 18, baseType: !163)
!162 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!163 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!164 = !DISubprogram(name: "printf", scope: !165, file: !165, line: 356, type: !166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!166 = !DISubroutineType(types: !167)
!167 = !{!10, !168, null}
!168 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !99)
!169 = !DISubprogram(name: "strtol", scope: !96, file: !96, line: 177, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{!172, !168, !173, !10}
!172 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!173 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
