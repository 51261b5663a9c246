; PolyBench's cholesky built with -DPOLYBENCH_USE_C99_PROTO (the kernel
; takes `double A[n][n]`, inlined with n constant): LLVM addresses a row
; as a byte offset `i * 8n` computed once in the j loop's preheader and
; used after that loop too (the diagonal's row, the sqrt's element), and
; GVN folds the row offset to 0 where a branch proved j == 0
; (`phi [0, %j.is.0], [%row, %rest]`). The nest inside the i loop (whose
; sqrt call keeps the i loop out) was rejected: "a value computed in the
; loop nest is used after it, not through a PHI". Now the PHI is the
; affine value its incoming values agree on (proved on the edges'
; domains), the escaping row offset moves in front of the version branch
; when the region is regenerated (both paths and its uses after see it),
; and the array's rows are recovered from the byte offsets (A[i0][i1],
; not A[40 i0 + i1]: the model of the kernel on `double A[N][N]`). The
; round trip prints what the original prints, and undoing the regenerated
; code (the `verify` hook) gives back the IR as it was, the moved row
; offset in its place before the debug record that followed it.
; RUN: %opt -passes='tessera<only=main;print-model;codegen=never>' %s -disable-output | FileCheck --check-prefix=MODEL %s
; RUN: %opt -passes='tessera<only=main;schedule=original;codegen=always>' -pass-remarks=tessera -pass-remarks-missed=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK --implicit-check-not="used after it" %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe -lm && clang-19 -O2 %s -o %t.ref -lm
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: %opt -passes='tessera<only=main;schedule=original;codegen=always;inject-panic=verify>' %s -S -o %t.undo.ll 2> /dev/null
; RUN: opt-19 -passes='loop-simplify,lcssa,loop-rotate' %s -S -o %t.before.ll
; RUN: diff %t.undo.ll %t.before.ll
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: chol.c
;    1| #include <math.h>
;    2| #include <stdio.h>
;    3| #include <stdlib.h>
;    4|
;    5| static void cholesky(int n, double A[n][n]) {
;    6|   for (int i = 0; i < n; i++) {
;    7|     for (int j = 0; j < i; j++) {
;    8|       for (int k = 0; k < j; k++)
;    9|         A[i][j] -= A[i][k] * A[j][k];
;   10|       A[i][j] /= A[j][j];
;   11|     }
;   12|     for (int k = 0; k < i; k++)
;   13|       A[i][i] -= A[i][k] * A[i][k];
;   14|     A[i][i] = sqrt(A[i][i]);
;   15|   }
;   16| }
;   17|
;   18| int main(void) {
;   19|   enum { n = 40 };
;   20|   double (*A)[n] = malloc(sizeof(double[n][n]));
;   21|   for (int i = 0; i < n; i++)
;   22|     for (int j = 0; j < n; j++)
;   23|       A[i][j] = i == j ? n + 1.0 : 1.0 / (1 + i + j);
;   24|   cholesky(n, A);
;   25|   double s = 0;
;   26|   for (int i = 0; i < n; i++)
;   27|     for (int j = 0; j <= i; j++)
;   28|       s += A[i][j] * (1 + (i + 3 * j) % 7);
;   29|   printf("%.17g\n", s);
;   30|   free(A);
;   31|   return 0;
;   32| }
; END-SOURCE
;
; MODEL: scop @main.scop1 in @main
; MODEL: array @A : f64 [?, 40] memory size 8
; A[j][j], its row offset the PHI:
; MODEL: read #1 @A "[indvars_iv118_i] -> { S4[i0] -> A[i0, i0] }"
; REMARK: remark: chol.c:7:5: regenerated SCoP main.scop1 (3 loops, 10 statements) from its schedule
; The row offset, moved from the j loop's preheader into the version block.
; CHECK: tessera.version{{[0-9]+}}:
; CHECK-NOT: {{^}}tessera.start
; CHECK: %arrayidx.idx.i = mul nuw nsw i64 %indvars.iv{{[0-9]+}}.i, 320
; CHECK-NEXT: br i1

; ModuleID = 'chol.c'
source_filename = "chol.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !10 {
entry:
  %call = tail call noalias dereferenceable_or_null(12800) ptr @malloc(i64 noundef 12800) #6, !dbg !44
    #dbg_value(ptr %call, !15, !DIExpression(), !45)
    #dbg_value(i32 0, !21, !DIExpression(), !46)
  br label %for.cond1.preheader, !dbg !47

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv67 = phi i64 [ 0, %entry ], [ %indvars.iv.next68, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv67, !21, !DIExpression(), !46)
  %indvars.iv.next68 = add nuw nsw i64 %indvars.iv67, 1, !dbg !48
    #dbg_value(i32 0, !23, !DIExpression(), !49)
  br label %for.body4, !dbg !50

for.cond1.preheader.i:                            ; preds = %for.cond.cleanup3, %for.cond.cleanup33.i
  %indvars.iv118.i = phi i64 [ %indvars.iv.next119.i, %for.cond.cleanup33.i ], [ 0, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv118.i, !51, !DIExpression(), !73)
    #dbg_value(i32 0, !63, !DIExpression(), !75)
  %cmp2103.not.i = icmp eq i64 %indvars.iv118.i, 0, !dbg !76
  br i1 %cmp2103.not.i, label %for.cond1.preheader.i.for.cond.cleanup33.i_crit_edge, label %for.cond5.preheader.lr.ph.i, !dbg !77

for.cond1.preheader.i.for.cond.cleanup33.i_crit_edge: ; preds = %for.cond1.preheader.i
  %.pre = load double, ptr %call, align 8, !dbg !78, !tbaa !79
  br label %for.cond.cleanup33.i, !dbg !77

for.cond5.preheader.lr.ph.i:                      ; preds = %for.cond1.preheader.i
  %arrayidx.idx.i = mul nuw nsw i64 %indvars.iv118.i, 320
  %arrayidx.i = getelementptr inbounds i8, ptr %call, i64 %arrayidx.idx.i
  br label %for.cond5.preheader.i, !dbg !77

for.body34.lr.ph.i:                               ; preds = %for.cond.cleanup7.i
    #dbg_value(i32 0, !71, !DIExpression(), !83)
  %arrayidx46.i = getelementptr inbounds double, ptr %arrayidx.i, i64 %indvars.iv118.i
  %arrayidx46.promoted.i = load double, ptr %arrayidx46.i, align 8, !tbaa !79
  br label %for.body34.i, !dbg !84

for.cond5.preheader.i:                            ; preds = %for.cond.cleanup7.i, %for.cond5.preheader.lr.ph.i
  %indvars.iv109.i = phi i64 [ 0, %for.cond5.preheader.lr.ph.i ], [ %indvars.iv.next110.i, %for.cond.cleanup7.i ]
    #dbg_value(i64 %indvars.iv109.i, !63, !DIExpression(), !75)
    #dbg_value(i32 0, !67, !DIExpression(), !85)
  %cmp6101.not.i = icmp eq i64 %indvars.iv109.i, 0, !dbg !86
  br i1 %cmp6101.not.i, label %for.cond5.preheader.for.cond.cleanup7_crit_edge.i, label %for.body8.lr.ph.i, !dbg !88

for.cond5.preheader.for.cond.cleanup7_crit_edge.i: ; preds = %for.cond5.preheader.i
  %.pre.i = load double, ptr %arrayidx.i, align 8, !dbg !89, !tbaa !79
  br label %for.cond.cleanup7.i, !dbg !88

for.body8.lr.ph.i:                                ; preds = %for.cond5.preheader.i
  %arrayidx12.idx.i = mul nuw nsw i64 %indvars.iv109.i, 320
  %arrayidx12.i = getelementptr inbounds i8, ptr %call, i64 %arrayidx12.idx.i
  %arrayidx18.i = getelementptr inbounds double, ptr %arrayidx.i, i64 %indvars.iv109.i
  %arrayidx18.promoted.i = load double, ptr %arrayidx18.i, align 8, !tbaa !79
  br label %for.body8.i, !dbg !88

for.cond.cleanup7.i:                              ; preds = %for.body8.i, %for.cond5.preheader.for.cond.cleanup7_crit_edge.i
  %arrayidx20.idx.pre-phi.i = phi i64 [ 0, %for.cond5.preheader.for.cond.cleanup7_crit_edge.i ], [ %arrayidx12.idx.i, %for.body8.i ], !dbg !90
  %0 = phi double [ %.pre.i, %for.cond5.preheader.for.cond.cleanup7_crit_edge.i ], [ %5, %for.body8.i ], !dbg !89
  %arrayidx20.i = getelementptr inbounds i8, ptr %call, i64 %arrayidx20.idx.pre-phi.i, !dbg !90
  %arrayidx22.i = getelementptr inbounds double, ptr %arrayidx20.i, i64 %indvars.iv109.i, !dbg !90
  %1 = load double, ptr %arrayidx22.i, align 8, !dbg !90, !tbaa !79
  %arrayidx26.i = getelementptr inbounds double, ptr %arrayidx.i, i64 %indvars.iv109.i, !dbg !91
  %div.i = fdiv double %0, %1, !dbg !89
  store double %div.i, ptr %arrayidx26.i, align 8, !dbg !89, !tbaa !79
  %indvars.iv.next110.i = add nuw nsw i64 %indvars.iv109.i, 1, !dbg !92
    #dbg_value(i64 %indvars.iv.next110.i, !63, !DIExpression(), !75)
  %exitcond113.not.i = icmp eq i64 %indvars.iv.next110.i, %indvars.iv118.i, !dbg !76
  br i1 %exitcond113.not.i, label %for.body34.lr.ph.i, label %for.cond5.preheader.i, !dbg !77, !llvm.loop !93

for.body8.i:                                      ; preds = %for.body8.i, %for.body8.lr.ph.i
  %indvars.iv.i = phi i64 [ 0, %for.body8.lr.ph.i ], [ %indvars.iv.next.i, %for.body8.i ], !dbg !96
  %2 = phi double [ %arrayidx18.promoted.i, %for.body8.lr.ph.i ], [ %5, %for.body8.i ], !dbg !96
    #dbg_value(i64 %indvars.iv.i, !67, !DIExpression(), !85)
  %arrayidx10.i = getelementptr inbounds double, ptr %arrayidx.i, i64 %indvars.iv.i, !dbg !96
  %3 = load double, ptr %arrayidx10.i, align 8, !dbg !96, !tbaa !79
  %arrayidx14.i = getelementptr inbounds double, ptr %arrayidx12.i, i64 %indvars.iv.i, !dbg !97
  %4 = load double, ptr %arrayidx14.i, align 8, !dbg !97, !tbaa !79
  %neg.i = fneg double %3, !dbg !98
  %5 = tail call double @llvm.fmuladd.f64(double %neg.i, double %4, double %2), !dbg !98
  store double %5, ptr %arrayidx18.i, align 8, !dbg !98, !tbaa !79
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !99
    #dbg_value(i64 %indvars.iv.next.i, !67, !DIExpression(), !85)
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, %indvars.iv109.i, !dbg !86
  br i1 %exitcond.not.i, label %for.cond.cleanup7.i, label %for.body8.i, !dbg !88, !llvm.loop !100

for.cond.cleanup33.i:                             ; preds = %for.body34.i, %for.cond1.preheader.i.for.cond.cleanup33.i_crit_edge
  %6 = phi double [ %.pre, %for.cond1.preheader.i.for.cond.cleanup33.i_crit_edge ], [ %9, %for.body34.i ], !dbg !78
  %arrayidx52.idx.pre-phi.i = phi i64 [ 0, %for.cond1.preheader.i.for.cond.cleanup33.i_crit_edge ], [ %arrayidx.idx.i, %for.body34.i ], !dbg !78
  %arrayidx52.i = getelementptr inbounds i8, ptr %call, i64 %arrayidx52.idx.pre-phi.i, !dbg !78
  %arrayidx54.i = getelementptr inbounds double, ptr %arrayidx52.i, i64 %indvars.iv118.i, !dbg !78
  %call.i = tail call double @sqrt(double noundef %6) #7, !dbg !102
  store double %call.i, ptr %arrayidx54.i, align 8, !dbg !103, !tbaa !79
  %indvars.iv.next119.i = add nuw nsw i64 %indvars.iv118.i, 1, !dbg !104
    #dbg_value(i64 %indvars.iv.next119.i, !51, !DIExpression(), !73)
  %exitcond123.not.i = icmp eq i64 %indvars.iv.next119.i, 40, !dbg !105
  br i1 %exitcond123.not.i, label %for.cond19.preheader, label %for.cond1.preheader.i, !dbg !106, !llvm.loop !107

for.body34.i:                                     ; preds = %for.body34.i, %for.body34.lr.ph.i
  %indvars.iv114.i = phi i64 [ 0, %for.body34.lr.ph.i ], [ %indvars.iv.next115.i, %for.body34.i ], !dbg !109
  %7 = phi double [ %arrayidx46.promoted.i, %for.body34.lr.ph.i ], [ %9, %for.body34.i ], !dbg !109
    #dbg_value(i64 %indvars.iv114.i, !71, !DIExpression(), !83)
  %arrayidx38.i = getelementptr inbounds double, ptr %arrayidx.i, i64 %indvars.iv114.i, !dbg !109
  %8 = load double, ptr %arrayidx38.i, align 8, !dbg !109, !tbaa !79
  %neg47.i = fneg double %8, !dbg !111
  %9 = tail call double @llvm.fmuladd.f64(double %neg47.i, double %8, double %7), !dbg !111
  store double %9, ptr %arrayidx46.i, align 8, !dbg !111, !tbaa !79
  %indvars.iv.next115.i = add nuw nsw i64 %indvars.iv114.i, 1, !dbg !112
    #dbg_value(i64 %indvars.iv.next115.i, !71, !DIExpression(), !83)
  %exitcond117.not.i = icmp eq i64 %indvars.iv.next115.i, %indvars.iv118.i, !dbg !113
  br i1 %exitcond117.not.i, label %for.cond.cleanup33.i, label %for.body34.i, !dbg !84, !llvm.loop !114

for.cond.cleanup3:                                ; preds = %for.body4
    #dbg_value(i64 %indvars.iv.next68, !21, !DIExpression(), !46)
  %exitcond70.not = icmp eq i64 %indvars.iv.next68, 40, !dbg !116
  br i1 %exitcond70.not, label %for.cond1.preheader.i, label %for.cond1.preheader, !dbg !47, !llvm.loop !117

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !23, !DIExpression(), !49)
  %cmp5 = icmp eq i64 %indvars.iv67, %indvars.iv, !dbg !119
  %10 = add nuw nsw i64 %indvars.iv.next68, %indvars.iv, !dbg !121
  %11 = trunc nuw nsw i64 %10 to i32, !dbg !121
  %conv = uitofp nneg i32 %11 to double, !dbg !121
  %div = fdiv double 1.000000e+00, %conv, !dbg !121
  %cond = select i1 %cmp5, double 4.100000e+01, double %div, !dbg !121
  %arrayidx8 = getelementptr inbounds [40 x double], ptr %call, i64 %indvars.iv67, i64 %indvars.iv, !dbg !122
  store double %cond, ptr %arrayidx8, align 8, !dbg !123, !tbaa !79
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !124
    #dbg_value(i64 %indvars.iv.next, !23, !DIExpression(), !49)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 40, !dbg !125
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !50, !llvm.loop !126

for.cond19.preheader:                             ; preds = %for.cond.cleanup33.i, %for.cond.cleanup22
  %indvars.iv81 = phi i64 [ %indvars.iv.next82, %for.cond.cleanup22 ], [ 0, %for.cond.cleanup33.i ]
  %indvars.iv79 = phi i64 [ %indvars.iv.next80, %for.cond.cleanup22 ], [ 1, %for.cond.cleanup33.i ]
  %s.062 = phi double [ %16, %for.cond.cleanup22 ], [ 0.000000e+00, %for.cond.cleanup33.i ]
    #dbg_value(i64 %indvars.iv81, !27, !DIExpression(), !128)
    #dbg_value(i32 0, !29, !DIExpression(), !129)
    #dbg_value(double %s.062, !26, !DIExpression(), !45)
  br label %for.body23, !dbg !130

for.cond.cleanup16:                               ; preds = %for.cond.cleanup22
  %call38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %16), !dbg !131
  tail call void @free(ptr noundef nonnull %call) #7, !dbg !132
  ret i32 0, !dbg !133

for.cond.cleanup22:                               ; preds = %for.body23
  %indvars.iv.next82 = add nuw nsw i64 %indvars.iv81, 1, !dbg !134
    #dbg_value(i64 %indvars.iv.next82, !27, !DIExpression(), !128)
    #dbg_value(double %16, !26, !DIExpression(), !45)
  %indvars.iv.next80 = add nuw nsw i64 %indvars.iv79, 1, !dbg !135
  %exitcond86.not = icmp eq i64 %indvars.iv.next82, 40, !dbg !136
  br i1 %exitcond86.not, label %for.cond.cleanup16, label %for.cond19.preheader, !dbg !135, !llvm.loop !137

for.body23:                                       ; preds = %for.cond19.preheader, %for.body23
  %indvars.iv71 = phi i64 [ 0, %for.cond19.preheader ], [ %indvars.iv.next72, %for.body23 ]
  %s.160 = phi double [ %s.062, %for.cond19.preheader ], [ %16, %for.body23 ]
    #dbg_value(i64 %indvars.iv71, !29, !DIExpression(), !129)
    #dbg_value(double %s.160, !26, !DIExpression(), !45)
  %arrayidx27 = getelementptr inbounds [40 x double], ptr %call, i64 %indvars.iv81, i64 %indvars.iv71, !dbg !139
  %12 = load double, ptr %arrayidx27, align 8, !dbg !139, !tbaa !79
  %13 = mul nuw nsw i64 %indvars.iv71, 3, !dbg !141
  %14 = add nuw nsw i64 %13, %indvars.iv81, !dbg !142
  %15 = trunc nuw nsw i64 %14 to i32, !dbg !143
  %rem = urem i32 %15, 7, !dbg !143
  %add29 = add nuw nsw i32 %rem, 1, !dbg !144
  %conv30 = uitofp nneg i32 %add29 to double, !dbg !145
  %16 = tail call double @llvm.fmuladd.f64(double %12, double %conv30, double %s.160), !dbg !146
    #dbg_value(double %16, !26, !DIExpression(), !45)
  %indvars.iv.next72 = add nuw nsw i64 %indvars.iv71, 1, !dbg !147
    #dbg_value(i64 %indvars.iv.next72, !29, !DIExpression(), !129)
  %exitcond78.not = icmp eq i64 %indvars.iv.next72, %indvars.iv79, !dbg !148
  br i1 %exitcond78.not, label %for.cond.cleanup22, label %for.body23, !dbg !130, !llvm.loop !149
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !151 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare !dbg !159 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !166 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !169 double @sqrt(double noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "chol.c", directory: ".", checksumkind: CSK_MD5, checksum: "ecfac0d265d292a139cd28d1dc97213d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !8, globals: !35, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !10, file: !2, line: 19, baseType: !32, size: 32, elements: !33)
!10 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !11, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !21, !23, !26, !27, !29}
!15 = !DILocalVariable(name: "A", scope: !10, file: !2, line: 20, type: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 2560, elements: !19)
!18 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!19 = !{!20}
!20 = !DISubrange(count: 40)
!21 = !DILocalVariable(name: "i", scope: !22, file: !2, line: 21, type: !13)
!22 = distinct !DILexicalBlock(scope: !10, file: !2, line: 21, column: 3)
!23 = !DILocalVariable(name: "j", scope: !24, file: !2, line: 22, type: !13)
!24 = distinct !DILexicalBlock(scope: !25, file: !2, line: 22, column: 5)
!25 = distinct !DILexicalBlock(scope: !22, file: !2, line: 21, column: 3)
!26 = !DILocalVariable(name: "s", scope: !10, file: !2, line: 25, type: !18)
!27 = !DILocalVariable(name: "i", scope: !28, file: !2, line: 26, type: !13)
!28 = distinct !DILexicalBlock(scope: !10, file: !2, line: 26, column: 3)
!29 = !DILocalVariable(name: "j", scope: !30, file: !2, line: 27, type: !13)
!30 = distinct !DILexicalBlock(scope: !31, file: !2, line: 27, column: 5)
!31 = distinct !DILexicalBlock(scope: !28, file: !2, line: 26, column: 3)
!32 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!33 = !{!34}
!34 = !DIEnumerator(name: "n", value: 40)
!35 = !{!0}
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = !DILocation(line: 20, column: 20, scope: !10)
!45 = !DILocation(line: 0, scope: !10)
!46 = !DILocation(line: 0, scope: !22)
!47 = !DILocation(line: 21, column: 3, scope: !22)
!48 = !DILocation(line: 21, column: 27, scope: !25)
!49 = !DILocation(line: 0, scope: !24)
!50 = !DILocation(line: 22, column: 5, scope: !24)
!51 = !DILocalVariable(name: "i", scope: !52, file: !2, line: 6, type: !13)
!52 = distinct !DILexicalBlock(scope: !53, file: !2, line: 6, column: 3)
!53 = distinct !DISubprogram(name: "cholesky", scope: !2, file: !2, line: 5, type: !54, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !60)
!54 = !DISubroutineType(types: !55)
!55 = !{null, !13, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: -1)
!60 = !{!61, !62, !51, !63, !67, !71}
!61 = !DILocalVariable(name: "n", arg: 1, scope: !53, file: !2, line: 5, type: !13)
!62 = !DILocalVariable(name: "A", arg: 2, scope: !53, file: !2, line: 5, type: !56)
!63 = !DILocalVariable(name: "j", scope: !64, file: !2, line: 7, type: !13)
!64 = distinct !DILexicalBlock(scope: !65, file: !2, line: 7, column: 5)
!65 = distinct !DILexicalBlock(scope: !66, file: !2, line: 6, column: 31)
!66 = distinct !DILexicalBlock(scope: !52, file: !2, line: 6, column: 3)
!67 = !DILocalVariable(name: "k", scope: !68, file: !2, line: 8, type: !13)
!68 = distinct !DILexicalBlock(scope: !69, file: !2, line: 8, column: 7)
!69 = distinct !DILexicalBlock(scope: !70, file: !2, line: 7, column: 33)
!70 = distinct !DILexicalBlock(scope: !64, file: !2, line: 7, column: 5)
!71 = !DILocalVariable(name: "k", scope: !72, file: !2, line: 12, type: !13)
!72 = distinct !DILexicalBlock(scope: !65, file: !2, line: 12, column: 5)
!73 = !DILocation(line: 0, scope: !52, inlinedAt: !74)
!74 = distinct !DILocation(line: 24, column: 3, scope: !10)
!75 = !DILocation(line: 0, scope: !64, inlinedAt: !74)
!76 = !DILocation(line: 7, column: 23, scope: !70, inlinedAt: !74)
!77 = !DILocation(line: 7, column: 5, scope: !64, inlinedAt: !74)
!78 = !DILocation(line: 14, column: 20, scope: !65, inlinedAt: !74)
!79 = !{!80, !80, i64 0}
!80 = !{!"double", !81, i64 0}
!81 = !{!"omnipotent char", !82, i64 0}
!82 = !{!"Simple C/C++ TBAA"}
!83 = !DILocation(line: 0, scope: !72, inlinedAt: !74)
!84 = !DILocation(line: 12, column: 5, scope: !72, inlinedAt: !74)
!85 = !DILocation(line: 0, scope: !68, inlinedAt: !74)
!86 = !DILocation(line: 8, column: 25, scope: !87, inlinedAt: !74)
!87 = distinct !DILexicalBlock(scope: !68, file: !2, line: 8, column: 7)
!88 = !DILocation(line: 8, column: 7, scope: !68, inlinedAt: !74)
!89 = !DILocation(line: 10, column: 15, scope: !69, inlinedAt: !74)
!90 = !DILocation(line: 10, column: 18, scope: !69, inlinedAt: !74)
!91 = !DILocation(line: 10, column: 7, scope: !69, inlinedAt: !74)
!92 = !DILocation(line: 7, column: 29, scope: !70, inlinedAt: !74)
!93 = distinct !{!93, !77, !94, !95}
!94 = !DILocation(line: 11, column: 5, scope: !64, inlinedAt: !74)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocation(line: 9, column: 20, scope: !87, inlinedAt: !74)
!97 = !DILocation(line: 9, column: 30, scope: !87, inlinedAt: !74)
!98 = !DILocation(line: 9, column: 17, scope: !87, inlinedAt: !74)
!99 = !DILocation(line: 8, column: 31, scope: !87, inlinedAt: !74)
!100 = distinct !{!100, !88, !101, !95}
!101 = !DILocation(line: 9, column: 36, scope: !68, inlinedAt: !74)
!102 = !DILocation(line: 14, column: 15, scope: !65, inlinedAt: !74)
!103 = !DILocation(line: 14, column: 13, scope: !65, inlinedAt: !74)
!104 = !DILocation(line: 6, column: 27, scope: !66, inlinedAt: !74)
!105 = !DILocation(line: 6, column: 21, scope: !66, inlinedAt: !74)
!106 = !DILocation(line: 6, column: 3, scope: !52, inlinedAt: !74)
!107 = distinct !{!107, !106, !108, !95}
!108 = !DILocation(line: 15, column: 3, scope: !52, inlinedAt: !74)
!109 = !DILocation(line: 13, column: 18, scope: !110, inlinedAt: !74)
!110 = distinct !DILexicalBlock(scope: !72, file: !2, line: 12, column: 5)
!111 = !DILocation(line: 13, column: 15, scope: !110, inlinedAt: !74)
!112 = !DILocation(line: 12, column: 29, scope: !110, inlinedAt: !74)
!113 = !DILocation(line: 12, column: 23, scope: !110, inlinedAt: !74)
!114 = distinct !{!114, !84, !115, !95}
!115 = !DILocation(line: 13, column: 34, scope: !72, inlinedAt: !74)
!116 = !DILocation(line: 21, column: 21, scope: !25)
!117 = distinct !{!117, !47, !118, !95}
!118 = !DILocation(line: 23, column: 52, scope: !22)
!119 = !DILocation(line: 23, column: 19, scope: !120)
!120 = distinct !DILexicalBlock(scope: !24, file: !2, line: 22, column: 5)
!121 = !DILocation(line: 23, column: 17, scope: !120)
!122 = !DILocation(line: 23, column: 7, scope: !120)
!123 = !DILocation(line: 23, column: 15, scope: !120)
!124 = !DILocation(line: 22, column: 29, scope: !120)
!125 = !DILocation(line: 22, column: 23, scope: !120)
!126 = distinct !{!126, !50, !127, !95}
!127 = !DILocation(line: 23, column: 52, scope: !24)
!128 = !DILocation(line: 0, scope: !28)
!129 = !DILocation(line: 0, scope: !30)
!130 = !DILocation(line: 27, column: 5, scope: !30)
!131 = !DILocation(line: 29, column: 3, scope: !10)
!132 = !DILocation(line: 30, column: 3, scope: !10)
!133 = !DILocation(line: 32, column: 1, scope: !10)
!134 = !DILocation(line: 26, column: 27, scope: !31)
!135 = !DILocation(line: 26, column: 3, scope: !28)
!136 = !DILocation(line: 26, column: 21, scope: !31)
!137 = distinct !{!137, !135, !138, !95}
!138 = !DILocation(line: 28, column: 42, scope: !28)
!139 = !DILocation(line: 28, column: 12, scope: !140)
!140 = distinct !DILexicalBlock(scope: !30, file: !2, line: 27, column: 5)
!141 = !DILocation(line: 28, column: 34, scope: !140)
!142 = !DILocation(line: 28, column: 30, scope: !140)
!143 = !DILocation(line: 28, column: 39, scope: !140)
!144 = !DILocation(line: 28, column: 25, scope: !140)
!145 = !DILocation(line: 28, column: 22, scope: !140)
!146 = !DILocation(line: 28, column: 9, scope: !140)
!147 = !DILocation(line: 27, column: 30, scope: !140)
!148 = !DILocation(line: 27, column: 23, scope: !140)
!149 = distinct !{!149, !130, !150, !95}
!150 = !DILocation(line: 28, column: 42, scope: !30)
!151 = !DISubprogram(name: "malloc", scope: !152, file: !152, line: 553, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!153 = !DISubroutineType(types: !154)
!154 = !{!155, !156}
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !157, line: 18, baseType: !158)
!157 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!158 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!159 = !DISubprogram(name: "printf", scope: !160, file: !160, line: 356, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!161 = !DISubroutineType(types: !162)
!162 = !{!13, !163, null}
!163 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!166 = !DISubprogram(name: "free", scope: !152, file: !152, line: 568, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !155}
!169 = !DISubprogram(name: "sqrt", scope: !170, file: !170, line: 143, type: !171, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!171 = !DISubroutineType(types: !172)
!172 = !{!18, !18}

