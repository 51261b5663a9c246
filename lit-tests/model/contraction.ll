; Contractions recognized on the model (issue 16): gemm in i-k-j order with
; alpha * A[i][k] hoisted out of the j loop into a scalar (the value is
; followed back to the element it was computed from, through isl's
; dataflow), syrk with A read twice, transposed, on a triangle, in f32,
; and a matrix-vector product (gemv, whose accumulator LICM kept in a
; register). LU's in-place update (its factors read the array it writes)
; and an elementwise product (nothing summed) are no contractions. The
; remark writes the update as the source would, with the dimensions named
; by role (i rows, j columns, k summed) and each loop's source line.
; RUN: %opt -passes=tessera -pass-remarks-analysis=tessera %s -disable-output 2>&1 | FileCheck %s
; RUN: %opt -passes=tessera -pass-remarks-analysis=tessera %s -disable-output 2>&1 | FileCheck --check-prefix=NOT %s
;
; CHECK: remark: contraction.c:5:3: SCoP gemm_ikj.scop0: statement S{{[0-9]+}} (line 8) is a contraction (matrix product), C[i, j] += A[i, k] * B[k, j] in f64, summed over k; its loops: i at line 5, k at line 6, j at line 7
; CHECK: remark: contraction.c:11:3: SCoP syrk_t.scop0: statement S{{[0-9]+}} (line 14) is a contraction (matrix product), C[i, j] += A[k, i] * A[k, j] in f32, summed over k; its loops: k at line 11, i at line 12, j at line 13
; CHECK: remark: contraction.c:18:3: SCoP gemv.scop0: statement S{{[0-9]+}} (line 19) is a contraction (matrix-vector product), y[i] += A[i, k] * x[k] in f64, summed over k; its loops: i at line 18, k at line 18
; NOT-NOT: lu_update{{.*}}contraction
; NOT-NOT: hadamard{{.*}}contraction
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: contraction.c
;    1| __attribute__((noinline))
;    2| void gemm_ikj(int n, double alpha, double C[restrict n][n],
;    3|               double A[restrict n][n], double B[restrict n][n])
;    4| {
;    5|   for (int i = 0; i < n; i++)
;    6|     for (int k = 0; k < n; k++)
;    7|       for (int j = 0; j < n; j++)
;    8|         C[i][j] += alpha * A[i][k] * B[k][j];
;    9| }
;   10| __attribute__((noinline)) void syrk_t(int n, float C[restrict n][n], float A[restrict n][n]) {
;   11|   for (int k = 0; k < n; k++)
;   12|     for (int i = 0; i < n; i++)
;   13|       for (int j = 0; j <= i; j++)
;   14|         C[i][j] += A[k][i] * A[k][j];
;   15| }
;   16| __attribute__((noinline))
;   17| void gemv(int n, double y[restrict n], double A[restrict n][n], double x[restrict n]) {
;   18|   for (int i = 0; i < n; i++) for (int j = 0; j < n; j++)
;   19|       y[i] += A[i][j] * x[j];
;   20| }
;   21| __attribute__((noinline)) void lu_update(int n, double A[restrict n][n]) {
;   22|   for (int k = 0; k < n; k++)
;   23|     for (int i = k + 1; i < n; i++)
;   24|       for (int j = k + 1; j < n; j++)
;   25|         A[i][j] -= A[i][k] * A[k][j];
;   26| }
;   27| __attribute__((noinline))
;   28| void hadamard(int n, double C[restrict n][n], double A[restrict n][n], double B[restrict n][n]) {
;   29|   for (int i = 0; i < n; i++)
;   30|     for (int j = 0; j < n; j++)
;   31|       C[i][j] += A[i][j] * B[i][j];
;   32| }
; END-SOURCE

; ModuleID = 'contraction.c'
source_filename = "contraction.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gemm_ikj(i32 noundef %n, double noundef %alpha, ptr noalias nocapture noundef %C, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %B) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !21, !DIExpression(), !34)
    #dbg_value(double %alpha, !22, !DIExpression(), !34)
    #dbg_value(ptr %C, !23, !DIExpression(), !34)
    #dbg_value(ptr %A, !24, !DIExpression(), !34)
    #dbg_value(ptr %B, !25, !DIExpression(), !34)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !26, !DIExpression(), !35)
  %cmp47 = icmp sgt i32 %n, 0, !dbg !36
  br i1 %cmp47, label %for.cond1.preheader.us, label %for.cond.cleanup, !dbg !37

for.cond1.preheader.us:                           ; preds = %entry, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us
  %indvars.iv55 = phi i64 [ %indvars.iv.next56, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv55, !26, !DIExpression(), !35)
    #dbg_value(i32 0, !28, !DIExpression(), !38)
  %1 = mul nuw nsw i64 %indvars.iv55, %0
  %arrayidx.us = getelementptr inbounds double, ptr %A, i64 %1
  %arrayidx17.us = getelementptr inbounds double, ptr %C, i64 %1
  br label %for.cond5.preheader.us.us, !dbg !39

for.cond5.preheader.us.us:                        ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us.us, %for.cond1.preheader.us
  %indvars.iv50 = phi i64 [ %indvars.iv.next51, %for.cond5.for.cond.cleanup7_crit_edge.us.us ], [ 0, %for.cond1.preheader.us ]
    #dbg_value(i64 %indvars.iv50, !28, !DIExpression(), !38)
    #dbg_value(i32 0, !31, !DIExpression(), !40)
  %arrayidx10.us.us = getelementptr inbounds double, ptr %arrayidx.us, i64 %indvars.iv50
  %2 = load double, ptr %arrayidx10.us.us, align 8, !tbaa !41
  %mul.us.us = fmul double %2, %alpha
  %3 = mul nuw nsw i64 %indvars.iv50, %0
  %arrayidx12.us.us = getelementptr inbounds double, ptr %B, i64 %3
  br label %for.body8.us.us, !dbg !45

for.body8.us.us:                                  ; preds = %for.body8.us.us, %for.cond5.preheader.us.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body8.us.us ], [ 0, %for.cond5.preheader.us.us ]
    #dbg_value(i64 %indvars.iv, !31, !DIExpression(), !40)
  %arrayidx14.us.us = getelementptr inbounds double, ptr %arrayidx12.us.us, i64 %indvars.iv, !dbg !46
  %4 = load double, ptr %arrayidx14.us.us, align 8, !dbg !46, !tbaa !41
  %arrayidx19.us.us = getelementptr inbounds double, ptr %arrayidx17.us, i64 %indvars.iv, !dbg !48
  %5 = load double, ptr %arrayidx19.us.us, align 8, !dbg !49, !tbaa !41
  %6 = tail call double @llvm.fmuladd.f64(double %mul.us.us, double %4, double %5), !dbg !49
  store double %6, ptr %arrayidx19.us.us, align 8, !dbg !49, !tbaa !41
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !50
    #dbg_value(i64 %indvars.iv.next, !31, !DIExpression(), !40)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !51
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup7_crit_edge.us.us, label %for.body8.us.us, !dbg !45, !llvm.loop !52

for.cond5.for.cond.cleanup7_crit_edge.us.us:      ; preds = %for.body8.us.us
  %indvars.iv.next51 = add nuw nsw i64 %indvars.iv50, 1, !dbg !55
    #dbg_value(i64 %indvars.iv.next51, !28, !DIExpression(), !38)
  %exitcond54.not = icmp eq i64 %indvars.iv.next51, %0, !dbg !56
  br i1 %exitcond54.not, label %for.cond1.for.cond.cleanup3_crit_edge.split.us.us, label %for.cond5.preheader.us.us, !dbg !39, !llvm.loop !57

for.cond1.for.cond.cleanup3_crit_edge.split.us.us: ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us.us
  %indvars.iv.next56 = add nuw nsw i64 %indvars.iv55, 1, !dbg !59
    #dbg_value(i64 %indvars.iv.next56, !26, !DIExpression(), !35)
  %exitcond59.not = icmp eq i64 %indvars.iv.next56, %0, !dbg !36
  br i1 %exitcond59.not, label %for.cond.cleanup, label %for.cond1.preheader.us, !dbg !37, !llvm.loop !60

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.split.us.us, %entry
  ret void, !dbg !62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @syrk_t(i32 noundef %n, ptr noalias nocapture noundef %C, ptr noalias nocapture noundef readonly %A) local_unnamed_addr #0 !dbg !63 {
entry:
    #dbg_value(i32 %n, !71, !DIExpression(), !82)
    #dbg_value(ptr %C, !72, !DIExpression(), !82)
    #dbg_value(ptr %A, !73, !DIExpression(), !82)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !74, !DIExpression(), !83)
  %cmp44 = icmp sgt i32 %n, 0, !dbg !84
  br i1 %cmp44, label %for.cond1.preheader.us, label %for.cond.cleanup, !dbg !85

for.cond1.preheader.us:                           ; preds = %entry, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv58 = phi i64 [ %indvars.iv.next59, %for.cond1.for.cond.cleanup3_crit_edge.us ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv58, !74, !DIExpression(), !83)
    #dbg_value(i32 0, !76, !DIExpression(), !86)
  %1 = mul nuw nsw i64 %indvars.iv58, %0
  %arrayidx.us = getelementptr inbounds float, ptr %A, i64 %1
  br label %for.cond5.preheader.us, !dbg !87

for.body8.us:                                     ; preds = %for.cond5.preheader.us, %for.body8.us
  %indvars.iv = phi i64 [ 0, %for.cond5.preheader.us ], [ %indvars.iv.next, %for.body8.us ]
    #dbg_value(i64 %indvars.iv, !79, !DIExpression(), !88)
  %arrayidx14.us = getelementptr inbounds float, ptr %arrayidx.us, i64 %indvars.iv, !dbg !89
  %2 = load float, ptr %arrayidx14.us, align 4, !dbg !89, !tbaa !91
  %arrayidx18.us = getelementptr inbounds float, ptr %arrayidx16.us, i64 %indvars.iv, !dbg !93
  %3 = load float, ptr %arrayidx18.us, align 4, !dbg !94, !tbaa !91
  %4 = tail call float @llvm.fmuladd.f32(float %5, float %2, float %3), !dbg !94
  store float %4, ptr %arrayidx18.us, align 4, !dbg !94, !tbaa !91
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !95
    #dbg_value(i64 %indvars.iv.next, !79, !DIExpression(), !88)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %indvars.iv49, !dbg !96
  br i1 %exitcond.not, label %for.cond.cleanup7.us, label %for.body8.us, !dbg !97, !llvm.loop !98

for.cond.cleanup7.us:                             ; preds = %for.body8.us
  %indvars.iv.next52 = add nuw nsw i64 %indvars.iv51, 1, !dbg !100
    #dbg_value(i64 %indvars.iv.next52, !76, !DIExpression(), !86)
  %indvars.iv.next50 = add nuw nsw i64 %indvars.iv49, 1, !dbg !87
  %exitcond57.not = icmp eq i64 %indvars.iv.next52, %0, !dbg !101
  br i1 %exitcond57.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.cond5.preheader.us, !dbg !87, !llvm.loop !102

for.cond5.preheader.us:                           ; preds = %for.cond1.preheader.us, %for.cond.cleanup7.us
  %indvars.iv51 = phi i64 [ 0, %for.cond1.preheader.us ], [ %indvars.iv.next52, %for.cond.cleanup7.us ]
  %indvars.iv49 = phi i64 [ 1, %for.cond1.preheader.us ], [ %indvars.iv.next50, %for.cond.cleanup7.us ]
    #dbg_value(i64 %indvars.iv51, !76, !DIExpression(), !86)
  %arrayidx10.us = getelementptr inbounds float, ptr %arrayidx.us, i64 %indvars.iv51
  %5 = load float, ptr %arrayidx10.us, align 4, !tbaa !91
  %6 = mul nuw nsw i64 %indvars.iv51, %0
  %arrayidx16.us = getelementptr inbounds float, ptr %C, i64 %6
    #dbg_value(i32 0, !79, !DIExpression(), !88)
  br label %for.body8.us, !dbg !97

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.cond.cleanup7.us
  %indvars.iv.next59 = add nuw nsw i64 %indvars.iv58, 1, !dbg !104
    #dbg_value(i64 %indvars.iv.next59, !74, !DIExpression(), !83)
  %exitcond61.not = icmp eq i64 %indvars.iv.next59, %0, !dbg !84
  br i1 %exitcond61.not, label %for.cond.cleanup, label %for.cond1.preheader.us, !dbg !85, !llvm.loop !105

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us, %entry
  ret void, !dbg !107
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gemv(i32 noundef %n, ptr noalias nocapture noundef %y, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %x) local_unnamed_addr #0 !dbg !108 {
entry:
    #dbg_value(i32 %n, !114, !DIExpression(), !123)
    #dbg_value(ptr %y, !115, !DIExpression(), !123)
    #dbg_value(ptr %A, !116, !DIExpression(), !123)
    #dbg_value(ptr %x, !117, !DIExpression(), !123)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !118, !DIExpression(), !124)
  %cmp27 = icmp sgt i32 %n, 0, !dbg !125
  br i1 %cmp27, label %for.cond1.preheader.us, label %for.cond.cleanup, !dbg !126

for.cond1.preheader.us:                           ; preds = %entry, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv30 = phi i64 [ %indvars.iv.next31, %for.cond1.for.cond.cleanup3_crit_edge.us ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv30, !118, !DIExpression(), !124)
    #dbg_value(i32 0, !120, !DIExpression(), !127)
  %1 = mul nuw nsw i64 %indvars.iv30, %0
  %arrayidx.us = getelementptr inbounds double, ptr %A, i64 %1
  %arrayidx10.us = getelementptr inbounds double, ptr %y, i64 %indvars.iv30
  %arrayidx10.promoted.us = load double, ptr %arrayidx10.us, align 8, !tbaa !41
  br label %for.body4.us, !dbg !128

for.body4.us:                                     ; preds = %for.cond1.preheader.us, %for.body4.us
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader.us ], [ %indvars.iv.next, %for.body4.us ], !dbg !129
  %2 = phi double [ %arrayidx10.promoted.us, %for.cond1.preheader.us ], [ %5, %for.body4.us ], !dbg !129
    #dbg_value(i64 %indvars.iv, !120, !DIExpression(), !127)
  %arrayidx6.us = getelementptr inbounds double, ptr %arrayidx.us, i64 %indvars.iv, !dbg !129
  %3 = load double, ptr %arrayidx6.us, align 8, !dbg !129, !tbaa !41
  %arrayidx8.us = getelementptr inbounds double, ptr %x, i64 %indvars.iv, !dbg !131
  %4 = load double, ptr %arrayidx8.us, align 8, !dbg !131, !tbaa !41
  %5 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %2), !dbg !132
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !133
    #dbg_value(i64 %indvars.iv.next, !120, !DIExpression(), !127)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !134
  br i1 %exitcond.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !dbg !128, !llvm.loop !135

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us
  store double %5, ptr %arrayidx10.us, align 8, !dbg !132, !tbaa !41
  %indvars.iv.next31 = add nuw nsw i64 %indvars.iv30, 1, !dbg !137
    #dbg_value(i64 %indvars.iv.next31, !118, !DIExpression(), !124)
  %exitcond34.not = icmp eq i64 %indvars.iv.next31, %0, !dbg !125
  br i1 %exitcond34.not, label %for.cond.cleanup, label %for.cond1.preheader.us, !dbg !126, !llvm.loop !138

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us, %entry
  ret void, !dbg !140
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @lu_update(i32 noundef %n, ptr noalias nocapture noundef %A) local_unnamed_addr #0 !dbg !141 {
entry:
    #dbg_value(i32 %n, !145, !DIExpression(), !155)
    #dbg_value(ptr %A, !146, !DIExpression(), !155)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !147, !DIExpression(), !156)
  %cmp47 = icmp sgt i32 %n, 0, !dbg !157
  br i1 %cmp47, label %for.body.preheader, label %for.cond.cleanup, !dbg !158

for.body.preheader:                               ; preds = %entry
  %1 = zext nneg i32 %n to i64, !dbg !158
  br label %for.body, !dbg !158

for.cond.loopexit:                                ; preds = %for.cond6.for.cond.cleanup8_crit_edge.us, %for.body
    #dbg_value(i64 %indvars.iv.next58, !147, !DIExpression(), !156)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !158
  %exitcond61.not = icmp eq i64 %indvars.iv.next58, %0, !dbg !157
  br i1 %exitcond61.not, label %for.cond.cleanup, label %for.body, !dbg !158, !llvm.loop !159

for.cond.cleanup:                                 ; preds = %for.cond.loopexit, %entry
  ret void, !dbg !161

for.body:                                         ; preds = %for.body.preheader, %for.cond.loopexit
  %indvars.iv57 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next58, %for.cond.loopexit ]
  %indvars.iv = phi i64 [ 1, %for.body.preheader ], [ %indvars.iv.next, %for.cond.loopexit ]
    #dbg_value(i64 %indvars.iv57, !147, !DIExpression(), !156)
  %indvars.iv.next58 = add nuw nsw i64 %indvars.iv57, 1, !dbg !162
    #dbg_value(i64 %indvars.iv.next58, !149, !DIExpression(), !163)
  %cmp245 = icmp ult i64 %indvars.iv.next58, %1, !dbg !164
  br i1 %cmp245, label %for.cond6.preheader.lr.ph, label %for.cond.loopexit, !dbg !165

for.cond6.preheader.lr.ph:                        ; preds = %for.body
  %2 = mul nuw nsw i64 %indvars.iv57, %0
  %arrayidx13 = getelementptr inbounds double, ptr %A, i64 %2
  br label %for.cond6.preheader.us, !dbg !165

for.cond6.preheader.us:                           ; preds = %for.cond6.for.cond.cleanup8_crit_edge.us, %for.cond6.preheader.lr.ph
  %indvars.iv52 = phi i64 [ %indvars.iv.next53, %for.cond6.for.cond.cleanup8_crit_edge.us ], [ %indvars.iv, %for.cond6.preheader.lr.ph ]
    #dbg_value(i64 %indvars.iv52, !149, !DIExpression(), !163)
    #dbg_value(i64 %indvars.iv.next58, !152, !DIExpression(), !166)
  %3 = mul nuw nsw i64 %indvars.iv52, %0
  %arrayidx.us = getelementptr inbounds double, ptr %A, i64 %3
  %arrayidx11.us = getelementptr inbounds double, ptr %arrayidx.us, i64 %indvars.iv57
  br label %for.body9.us, !dbg !167

for.body9.us:                                     ; preds = %for.cond6.preheader.us, %for.body9.us
  %indvars.iv49 = phi i64 [ %indvars.iv, %for.cond6.preheader.us ], [ %indvars.iv.next50, %for.body9.us ]
    #dbg_value(i64 %indvars.iv49, !152, !DIExpression(), !166)
  %4 = load double, ptr %arrayidx11.us, align 8, !dbg !168, !tbaa !41
  %arrayidx15.us = getelementptr inbounds double, ptr %arrayidx13, i64 %indvars.iv49, !dbg !170
  %5 = load double, ptr %arrayidx15.us, align 8, !dbg !170, !tbaa !41
  %arrayidx19.us = getelementptr inbounds double, ptr %arrayidx.us, i64 %indvars.iv49, !dbg !171
  %6 = load double, ptr %arrayidx19.us, align 8, !dbg !172, !tbaa !41
  %neg.us = fneg double %4, !dbg !172
  %7 = tail call double @llvm.fmuladd.f64(double %neg.us, double %5, double %6), !dbg !172
  store double %7, ptr %arrayidx19.us, align 8, !dbg !172, !tbaa !41
  %indvars.iv.next50 = add nuw nsw i64 %indvars.iv49, 1, !dbg !173
    #dbg_value(i64 %indvars.iv.next50, !152, !DIExpression(), !166)
  %exitcond.not = icmp eq i64 %indvars.iv.next50, %0, !dbg !174
  br i1 %exitcond.not, label %for.cond6.for.cond.cleanup8_crit_edge.us, label %for.body9.us, !dbg !167, !llvm.loop !175

for.cond6.for.cond.cleanup8_crit_edge.us:         ; preds = %for.body9.us
  %indvars.iv.next53 = add nuw nsw i64 %indvars.iv52, 1, !dbg !177
    #dbg_value(i64 %indvars.iv.next53, !149, !DIExpression(), !163)
  %exitcond56.not = icmp eq i64 %indvars.iv.next53, %0, !dbg !164
  br i1 %exitcond56.not, label %for.cond.loopexit, label %for.cond6.preheader.us, !dbg !165, !llvm.loop !178
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @hadamard(i32 noundef %n, ptr noalias nocapture noundef %C, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %B) local_unnamed_addr #0 !dbg !180 {
entry:
    #dbg_value(i32 %n, !184, !DIExpression(), !193)
    #dbg_value(ptr %C, !185, !DIExpression(), !193)
    #dbg_value(ptr %A, !186, !DIExpression(), !193)
    #dbg_value(ptr %B, !187, !DIExpression(), !193)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !188, !DIExpression(), !194)
  %cmp35 = icmp sgt i32 %n, 0, !dbg !195
  br i1 %cmp35, label %for.cond1.preheader.us, label %for.cond.cleanup, !dbg !196

for.cond1.preheader.us:                           ; preds = %entry, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv38 = phi i64 [ %indvars.iv.next39, %for.cond1.for.cond.cleanup3_crit_edge.us ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv38, !188, !DIExpression(), !194)
    #dbg_value(i32 0, !190, !DIExpression(), !197)
  %1 = mul nuw nsw i64 %indvars.iv38, %0
  %arrayidx.us = getelementptr inbounds double, ptr %A, i64 %1
  %arrayidx8.us = getelementptr inbounds double, ptr %B, i64 %1
  %arrayidx12.us = getelementptr inbounds double, ptr %C, i64 %1
  br label %for.body4.us, !dbg !198

for.body4.us:                                     ; preds = %for.cond1.preheader.us, %for.body4.us
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader.us ], [ %indvars.iv.next, %for.body4.us ]
    #dbg_value(i64 %indvars.iv, !190, !DIExpression(), !197)
  %arrayidx6.us = getelementptr inbounds double, ptr %arrayidx.us, i64 %indvars.iv, !dbg !199
  %2 = load double, ptr %arrayidx6.us, align 8, !dbg !199, !tbaa !41
  %arrayidx10.us = getelementptr inbounds double, ptr %arrayidx8.us, i64 %indvars.iv, !dbg !201
  %3 = load double, ptr %arrayidx10.us, align 8, !dbg !201, !tbaa !41
  %arrayidx14.us = getelementptr inbounds double, ptr %arrayidx12.us, i64 %indvars.iv, !dbg !202
  %4 = load double, ptr %arrayidx14.us, align 8, !dbg !203, !tbaa !41
  %5 = tail call double @llvm.fmuladd.f64(double %2, double %3, double %4), !dbg !203
  store double %5, ptr %arrayidx14.us, align 8, !dbg !203, !tbaa !41
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !204
    #dbg_value(i64 %indvars.iv.next, !190, !DIExpression(), !197)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !205
  br i1 %exitcond.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !dbg !198, !llvm.loop !206

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us
  %indvars.iv.next39 = add nuw nsw i64 %indvars.iv38, 1, !dbg !208
    #dbg_value(i64 %indvars.iv.next39, !188, !DIExpression(), !194)
  %exitcond42.not = icmp eq i64 %indvars.iv.next39, %0, !dbg !195
  br i1 %exitcond42.not, label %for.cond.cleanup, label %for.cond1.preheader.us, !dbg !196, !llvm.loop !209

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us, %entry
  ret void, !dbg !211
}

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "contraction.c", directory: ".", checksumkind: CSK_MD5, checksum: "2ae707abcf860b4a3c0a5409ce06c7aa")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "gemm_ikj", scope: !1, file: !1, line: 2, type: !11, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !15, !15, !15}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: -1)
!20 = !{!21, !22, !23, !24, !25, !26, !28, !31}
!21 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 2, type: !13)
!22 = !DILocalVariable(name: "alpha", arg: 2, scope: !10, file: !1, line: 2, type: !14)
!23 = !DILocalVariable(name: "C", arg: 3, scope: !10, file: !1, line: 2, type: !15)
!24 = !DILocalVariable(name: "A", arg: 4, scope: !10, file: !1, line: 3, type: !15)
!25 = !DILocalVariable(name: "B", arg: 5, scope: !10, file: !1, line: 3, type: !15)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 5, type: !13)
!27 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 3)
!28 = !DILocalVariable(name: "k", scope: !29, file: !1, line: 6, type: !13)
!29 = distinct !DILexicalBlock(scope: !30, file: !1, line: 6, column: 5)
!30 = distinct !DILexicalBlock(scope: !27, file: !1, line: 5, column: 3)
!31 = !DILocalVariable(name: "j", scope: !32, file: !1, line: 7, type: !13)
!32 = distinct !DILexicalBlock(scope: !33, file: !1, line: 7, column: 7)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 6, column: 5)
!34 = !DILocation(line: 0, scope: !10)
!35 = !DILocation(line: 0, scope: !27)
!36 = !DILocation(line: 5, column: 21, scope: !30)
!37 = !DILocation(line: 5, column: 3, scope: !27)
!38 = !DILocation(line: 0, scope: !29)
!39 = !DILocation(line: 6, column: 5, scope: !29)
!40 = !DILocation(line: 0, scope: !32)
!41 = !{!42, !42, i64 0}
!42 = !{!"double", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocation(line: 7, column: 7, scope: !32)
!46 = !DILocation(line: 8, column: 38, scope: !47)
!47 = distinct !DILexicalBlock(scope: !32, file: !1, line: 7, column: 7)
!48 = !DILocation(line: 8, column: 9, scope: !47)
!49 = !DILocation(line: 8, column: 17, scope: !47)
!50 = !DILocation(line: 7, column: 31, scope: !47)
!51 = !DILocation(line: 7, column: 25, scope: !47)
!52 = distinct !{!52, !45, !53, !54}
!53 = !DILocation(line: 8, column: 44, scope: !32)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 6, column: 29, scope: !33)
!56 = !DILocation(line: 6, column: 23, scope: !33)
!57 = distinct !{!57, !39, !58, !54}
!58 = !DILocation(line: 8, column: 44, scope: !29)
!59 = !DILocation(line: 5, column: 27, scope: !30)
!60 = distinct !{!60, !37, !61, !54}
!61 = !DILocation(line: 8, column: 44, scope: !27)
!62 = !DILocation(line: 9, column: 1, scope: !10)
!63 = distinct !DISubprogram(name: "syrk_t", scope: !1, file: !1, line: 10, type: !64, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !13, !66, !66}
!66 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, elements: !18)
!69 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!70 = !{!71, !72, !73, !74, !76, !79}
!71 = !DILocalVariable(name: "n", arg: 1, scope: !63, file: !1, line: 10, type: !13)
!72 = !DILocalVariable(name: "C", arg: 2, scope: !63, file: !1, line: 10, type: !66)
!73 = !DILocalVariable(name: "A", arg: 3, scope: !63, file: !1, line: 10, type: !66)
!74 = !DILocalVariable(name: "k", scope: !75, file: !1, line: 11, type: !13)
!75 = distinct !DILexicalBlock(scope: !63, file: !1, line: 11, column: 3)
!76 = !DILocalVariable(name: "i", scope: !77, file: !1, line: 12, type: !13)
!77 = distinct !DILexicalBlock(scope: !78, file: !1, line: 12, column: 5)
!78 = distinct !DILexicalBlock(scope: !75, file: !1, line: 11, column: 3)
!79 = !DILocalVariable(name: "j", scope: !80, file: !1, line: 13, type: !13)
!80 = distinct !DILexicalBlock(scope: !81, file: !1, line: 13, column: 7)
!81 = distinct !DILexicalBlock(scope: !77, file: !1, line: 12, column: 5)
!82 = !DILocation(line: 0, scope: !63)
!83 = !DILocation(line: 0, scope: !75)
!84 = !DILocation(line: 11, column: 21, scope: !78)
!85 = !DILocation(line: 11, column: 3, scope: !75)
!86 = !DILocation(line: 0, scope: !77)
!87 = !DILocation(line: 12, column: 5, scope: !77)
!88 = !DILocation(line: 0, scope: !80)
!89 = !DILocation(line: 14, column: 30, scope: !90)
!90 = distinct !DILexicalBlock(scope: !80, file: !1, line: 13, column: 7)
!91 = !{!92, !92, i64 0}
!92 = !{!"float", !43, i64 0}
!93 = !DILocation(line: 14, column: 9, scope: !90)
!94 = !DILocation(line: 14, column: 17, scope: !90)
!95 = !DILocation(line: 13, column: 32, scope: !90)
!96 = !DILocation(line: 13, column: 25, scope: !90)
!97 = !DILocation(line: 13, column: 7, scope: !80)
!98 = distinct !{!98, !97, !99, !54}
!99 = !DILocation(line: 14, column: 36, scope: !80)
!100 = !DILocation(line: 12, column: 29, scope: !81)
!101 = !DILocation(line: 12, column: 23, scope: !81)
!102 = distinct !{!102, !87, !103, !54}
!103 = !DILocation(line: 14, column: 36, scope: !77)
!104 = !DILocation(line: 11, column: 27, scope: !78)
!105 = distinct !{!105, !85, !106, !54}
!106 = !DILocation(line: 14, column: 36, scope: !75)
!107 = !DILocation(line: 15, column: 1, scope: !63)
!108 = distinct !DISubprogram(name: "gemv", scope: !1, file: !1, line: 17, type: !109, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !113)
!109 = !DISubroutineType(types: !110)
!110 = !{null, !13, !111, !15, !111}
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!113 = !{!114, !115, !116, !117, !118, !120}
!114 = !DILocalVariable(name: "n", arg: 1, scope: !108, file: !1, line: 17, type: !13)
!115 = !DILocalVariable(name: "y", arg: 2, scope: !108, file: !1, line: 17, type: !111)
!116 = !DILocalVariable(name: "A", arg: 3, scope: !108, file: !1, line: 17, type: !15)
!117 = !DILocalVariable(name: "x", arg: 4, scope: !108, file: !1, line: 17, type: !111)
!118 = !DILocalVariable(name: "i", scope: !119, file: !1, line: 18, type: !13)
!119 = distinct !DILexicalBlock(scope: !108, file: !1, line: 18, column: 3)
!120 = !DILocalVariable(name: "j", scope: !121, file: !1, line: 18, type: !13)
!121 = distinct !DILexicalBlock(scope: !122, file: !1, line: 18, column: 31)
!122 = distinct !DILexicalBlock(scope: !119, file: !1, line: 18, column: 3)
!123 = !DILocation(line: 0, scope: !108)
!124 = !DILocation(line: 0, scope: !119)
!125 = !DILocation(line: 18, column: 21, scope: !122)
!126 = !DILocation(line: 18, column: 3, scope: !119)
!127 = !DILocation(line: 0, scope: !121)
!128 = !DILocation(line: 18, column: 31, scope: !121)
!129 = !DILocation(line: 19, column: 15, scope: !130)
!130 = distinct !DILexicalBlock(scope: !121, file: !1, line: 18, column: 31)
!131 = !DILocation(line: 19, column: 25, scope: !130)
!132 = !DILocation(line: 19, column: 12, scope: !130)
!133 = !DILocation(line: 18, column: 55, scope: !130)
!134 = !DILocation(line: 18, column: 49, scope: !130)
!135 = distinct !{!135, !128, !136, !54}
!136 = !DILocation(line: 19, column: 28, scope: !121)
!137 = !DILocation(line: 18, column: 27, scope: !122)
!138 = distinct !{!138, !126, !139, !54}
!139 = !DILocation(line: 19, column: 28, scope: !119)
!140 = !DILocation(line: 20, column: 1, scope: !108)
!141 = distinct !DISubprogram(name: "lu_update", scope: !1, file: !1, line: 21, type: !142, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !144)
!142 = !DISubroutineType(types: !143)
!143 = !{null, !13, !15}
!144 = !{!145, !146, !147, !149, !152}
!145 = !DILocalVariable(name: "n", arg: 1, scope: !141, file: !1, line: 21, type: !13)
!146 = !DILocalVariable(name: "A", arg: 2, scope: !141, file: !1, line: 21, type: !15)
!147 = !DILocalVariable(name: "k", scope: !148, file: !1, line: 22, type: !13)
!148 = distinct !DILexicalBlock(scope: !141, file: !1, line: 22, column: 3)
!149 = !DILocalVariable(name: "i", scope: !150, file: !1, line: 23, type: !13)
!150 = distinct !DILexicalBlock(scope: !151, file: !1, line: 23, column: 5)
!151 = distinct !DILexicalBlock(scope: !148, file: !1, line: 22, column: 3)
!152 = !DILocalVariable(name: "j", scope: !153, file: !1, line: 24, type: !13)
!153 = distinct !DILexicalBlock(scope: !154, file: !1, line: 24, column: 7)
!154 = distinct !DILexicalBlock(scope: !150, file: !1, line: 23, column: 5)
!155 = !DILocation(line: 0, scope: !141)
!156 = !DILocation(line: 0, scope: !148)
!157 = !DILocation(line: 22, column: 21, scope: !151)
!158 = !DILocation(line: 22, column: 3, scope: !148)
!159 = distinct !{!159, !158, !160, !54}
!160 = !DILocation(line: 25, column: 36, scope: !148)
!161 = !DILocation(line: 26, column: 1, scope: !141)
!162 = !DILocation(line: 23, column: 20, scope: !150)
!163 = !DILocation(line: 0, scope: !150)
!164 = !DILocation(line: 23, column: 27, scope: !154)
!165 = !DILocation(line: 23, column: 5, scope: !150)
!166 = !DILocation(line: 0, scope: !153)
!167 = !DILocation(line: 24, column: 7, scope: !153)
!168 = !DILocation(line: 25, column: 20, scope: !169)
!169 = distinct !DILexicalBlock(scope: !153, file: !1, line: 24, column: 7)
!170 = !DILocation(line: 25, column: 30, scope: !169)
!171 = !DILocation(line: 25, column: 9, scope: !169)
!172 = !DILocation(line: 25, column: 17, scope: !169)
!173 = !DILocation(line: 24, column: 35, scope: !169)
!174 = !DILocation(line: 24, column: 29, scope: !169)
!175 = distinct !{!175, !167, !176, !54}
!176 = !DILocation(line: 25, column: 36, scope: !153)
!177 = !DILocation(line: 23, column: 33, scope: !154)
!178 = distinct !{!178, !165, !179, !54}
!179 = !DILocation(line: 25, column: 36, scope: !150)
!180 = distinct !DISubprogram(name: "hadamard", scope: !1, file: !1, line: 28, type: !181, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{null, !13, !15, !15, !15}
!183 = !{!184, !185, !186, !187, !188, !190}
!184 = !DILocalVariable(name: "n", arg: 1, scope: !180, file: !1, line: 28, type: !13)
!185 = !DILocalVariable(name: "C", arg: 2, scope: !180, file: !1, line: 28, type: !15)
!186 = !DILocalVariable(name: "A", arg: 3, scope: !180, file: !1, line: 28, type: !15)
!187 = !DILocalVariable(name: "B", arg: 4, scope: !180, file: !1, line: 28, type: !15)
!188 = !DILocalVariable(name: "i", scope: !189, file: !1, line: 29, type: !13)
!189 = distinct !DILexicalBlock(scope: !180, file: !1, line: 29, column: 3)
!190 = !DILocalVariable(name: "j", scope: !191, file: !1, line: 30, type: !13)
!191 = distinct !DILexicalBlock(scope: !192, file: !1, line: 30, column: 5)
!192 = distinct !DILexicalBlock(scope: !189, file: !1, line: 29, column: 3)
!193 = !DILocation(line: 0, scope: !180)
!194 = !DILocation(line: 0, scope: !189)
!195 = !DILocation(line: 29, column: 21, scope: !192)
!196 = !DILocation(line: 29, column: 3, scope: !189)
!197 = !DILocation(line: 0, scope: !191)
!198 = !DILocation(line: 30, column: 5, scope: !191)
!199 = !DILocation(line: 31, column: 18, scope: !200)
!200 = distinct !DILexicalBlock(scope: !191, file: !1, line: 30, column: 5)
!201 = !DILocation(line: 31, column: 28, scope: !200)
!202 = !DILocation(line: 31, column: 7, scope: !200)
!203 = !DILocation(line: 31, column: 15, scope: !200)
!204 = !DILocation(line: 30, column: 29, scope: !200)
!205 = !DILocation(line: 30, column: 23, scope: !200)
!206 = distinct !{!206, !198, !207, !54}
!207 = !DILocation(line: 31, column: 34, scope: !191)
!208 = !DILocation(line: 29, column: 27, scope: !192)
!209 = distinct !{!209, !196, !210, !54}
!210 = !DILocation(line: 31, column: 34, scope: !189)
!211 = !DILocation(line: 32, column: 1, scope: !180)

