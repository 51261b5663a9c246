; Option parallel with an array in memory private to each thread. In
; rows, every iteration of i writes all of s (s[0..m-1]) before it reads
; it, and no value of s crosses iterations: the anti and output
; dependences of s are all that join them. Each thread works on a heap
; copy of its own, and the last iteration (i = n - 1) on s itself, so s
; ends as the sequential loop leaves it (main prints it). In partial,
; iteration i writes s[i..m-1] only: the last iteration does not write
; all that the others do, so s stays shared and the loop sequential. In
; planes, T's two rows (one array of 2m elements in the model) are
; private the same way, next to a value crossing statements.
; The program prints what the original prints with 1, 2 and 3 threads.
; RUN: %opt -passes='tessera<parallel>' -pass-remarks=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 -fopenmp %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref && %t.ref > %t.ref.out
; RUN: env OMP_NUM_THREADS=1 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=2 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=3 %t.exe 31 45 > %t.out && %t.ref 31 45 > %t.ref.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=3 %t.exe 7 3 > %t.out && %t.ref 7 3 > %t.ref.out && diff %t.out %t.ref.out
; SOURCE: privarr.c -fopenmp
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline)) void rows(int n, int m, double A[restrict n][m], double s[restrict m]) {
;    5|   for (int i = 0; i < n; i++) {
;    6|     for (int j = 0; j < m; j++)
;    7|       s[j] = A[i][j] * 2.0 + i;
;    8|     for (int j = 0; j < m; j++)
;    9|       A[i][j] = s[j] * s[m - 1 - j];
;   10|   }
;   11| }
;   12|
;   13| __attribute__((noinline)) void partial(int n, int m, double A[restrict n][m], double s[restrict m]) {
;   14|   for (int i = 0; i < n; i++) {
;   15|     for (int j = i; j < m; j++)
;   16|       s[j] = A[i][j] * 3.0 + i;
;   17|     for (int j = i; j < m; j++)
;   18|       A[i][j] = s[j] + 1.0;
;   19|   }
;   20| }
;   21|
;   22| __attribute__((noinline)) void planes(int n, int m, double A[restrict n][m], double T[restrict 2][m]) {
;   23|   for (int i = 0; i < n; i++) {
;   24|     for (int j = 0; j < m; j++) {
;   25|       T[0][j] = A[i][j] * 2.0 + i;
;   26|       T[1][j] = A[i][j] + i;
;   27|     }
;   28|     for (int j = 0; j < m; j++)
;   29|       A[i][j] = T[0][j] * T[1][m - 1 - j];
;   30|   }
;   31| }
;   32|
;   33| int main(int argc, char **argv) {
;   34|   int n = argc > 1 ? atoi(argv[1]) : 600;
;   35|   int m = argc > 2 ? atoi(argv[2]) : 1000;
;   36|   double (*A)[m] = malloc(sizeof(double) * n * m + 8);
;   37|   double *s = calloc(m + 1, sizeof(double));
;   38|   double (*T)[m] = calloc(2 * m + 1, sizeof(double));
;   39|   for (int i = 0; i < n; i++)
;   40|     for (int j = 0; j < m; j++)
;   41|       A[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
;   42|   rows(n, m, A, s);
;   43|   double t = 0, u = 0;
;   44|   for (int j = 0; j < m; j++)
;   45|     u += s[j] * (j + 1);
;   46|   partial(n, m, A, s);
;   47|   for (int i = 0; i < n; i++)
;   48|     for (int j = 0; j < m; j++)
;   49|       t += A[i][j] * (i + 1) + j;
;   50|   for (int j = 0; j < m; j++)
;   51|     u += s[j] * (j + 2);
;   52|   planes(n, m, A, T);
;   53|   for (int i = 0; i < n; i++)
;   54|     for (int j = 0; j < m; j++)
;   55|       t += A[i][j] * (i + 2);
;   56|   for (int r = 0; r < 2; r++)
;   57|     for (int j = 0; j < m; j++)
;   58|       u += T[r][j] * (r + j + 1);
;   59|   printf("%.6f %.6f\n", t, u);
;   60|   free(A);
;   61|   free(s);
;   62|   free(T);
;   63|   return 0;
;   64| }
; END-SOURCE
;
; REMARK: remark: privarr.c:5:3: SCoP rows.scop0 runs one loop on OpenMP threads (static schedule): loop c0, from line 5 (private to each thread: s (an array; the last iteration works on the array itself))
; REMARK-NOT: SCoP partial.scop0 runs
; REMARK: remark: privarr.c:23:3: SCoP planes.scop0 runs one loop on OpenMP threads (static schedule): loop c0, from line 23 (private to each thread: v_tmp, T (an array; the last iteration works on the array itself))
; REMARK: remark: privarr.c:39:3: SCoP main.scop0 runs one loop on OpenMP threads
; partial keeps its loops, without a fork.
; RUN: FileCheck --check-prefix=SHARED %s < %t.ll
; SHARED-LABEL: define dso_local void @partial(
; SHARED-NOT: __kmpc_fork_call
; SHARED: ret void
; rows' outlined function: the thread's copy from malloc, freed at its
; end; each iteration works on the copy, the last on s itself.
; CHECK-LABEL: define internal void @rows.tessera.par(
; CHECK: [[BUF:%[0-9]+]] = call ptr @malloc(
; CHECK-DAG: call void @free(ptr [[BUF]])
; CHECK-DAG: [[LAST:%[0-9]+]] = icmp eq i64 %c0{{[0-9]*}},
; CHECK-DAG: select i1 [[LAST]], ptr %{{[0-9]+}}, ptr [[BUF]]
; CHECK: ret void

; ModuleID = 'privarr.c'
source_filename = "privarr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%.6f %.6f\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rows(i32 noundef %n, i32 noundef %m, ptr noalias nocapture noundef %A, ptr noalias nocapture noundef %s) local_unnamed_addr #0 !dbg !24 {
entry:
    #dbg_value(i32 %n, !35, !DIExpression(), !47)
    #dbg_value(i32 %m, !36, !DIExpression(), !47)
    #dbg_value(ptr %A, !37, !DIExpression(), !47)
    #dbg_value(ptr %s, !38, !DIExpression(), !47)
  %0 = zext i32 %m to i64
    #dbg_value(i32 0, !39, !DIExpression(), !48)
  %cmp53 = icmp sgt i32 %n, 0, !dbg !49
  br i1 %cmp53, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !50

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp249 = icmp sgt i32 %m, 0
  %1 = sext i32 %m to i64, !dbg !50
  %wide.trip.count65 = zext nneg i32 %n to i64, !dbg !49
  %invariant.gep = getelementptr double, ptr %s, i64 %1
  br label %for.cond1.preheader, !dbg !50

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup13
  %indvars.iv62 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %indvars.iv.next63, %for.cond.cleanup13 ]
    #dbg_value(i64 %indvars.iv62, !39, !DIExpression(), !48)
    #dbg_value(i32 0, !41, !DIExpression(), !51)
  br i1 %cmp249, label %for.body4.lr.ph, label %for.cond.cleanup13, !dbg !52

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %2 = mul nuw nsw i64 %indvars.iv62, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %2
  %3 = trunc nuw nsw i64 %indvars.iv62 to i32
  %conv = uitofp nneg i32 %3 to double
  br label %for.body4, !dbg !52

for.cond.cleanup:                                 ; preds = %for.cond.cleanup13, %entry
  ret void, !dbg !53

for.cond10.preheader:                             ; preds = %for.body4
    #dbg_value(i32 0, !45, !DIExpression(), !54)
  br i1 %cmp249, label %for.body14.lr.ph, label %for.cond.cleanup13, !dbg !55

for.body14.lr.ph:                                 ; preds = %for.cond10.preheader
  %4 = mul nuw nsw i64 %indvars.iv62, %0
  %arrayidx21 = getelementptr inbounds double, ptr %A, i64 %4
  br label %for.body14, !dbg !55

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !41, !DIExpression(), !51)
  %arrayidx6 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !56
  %5 = load double, ptr %arrayidx6, align 8, !dbg !56, !tbaa !58
  %6 = tail call double @llvm.fmuladd.f64(double %5, double 2.000000e+00, double %conv), !dbg !62
  %arrayidx8 = getelementptr inbounds double, ptr %s, i64 %indvars.iv, !dbg !63
  store double %6, ptr %arrayidx8, align 8, !dbg !64, !tbaa !58
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !65
    #dbg_value(i64 %indvars.iv.next, !41, !DIExpression(), !51)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !66
  br i1 %exitcond.not, label %for.cond10.preheader, label %for.body4, !dbg !52, !llvm.loop !67

for.cond.cleanup13:                               ; preds = %for.body14, %for.cond1.preheader, %for.cond10.preheader
  %indvars.iv.next63 = add nuw nsw i64 %indvars.iv62, 1, !dbg !71
    #dbg_value(i64 %indvars.iv.next63, !39, !DIExpression(), !48)
  %exitcond66.not = icmp eq i64 %indvars.iv.next63, %wide.trip.count65, !dbg !49
  br i1 %exitcond66.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !50, !llvm.loop !72

for.body14:                                       ; preds = %for.body14.lr.ph, %for.body14
  %indvars.iv56 = phi i64 [ 0, %for.body14.lr.ph ], [ %indvars.iv.next57, %for.body14 ]
    #dbg_value(i64 %indvars.iv56, !45, !DIExpression(), !54)
  %arrayidx16 = getelementptr inbounds double, ptr %s, i64 %indvars.iv56, !dbg !74
  %7 = load double, ptr %arrayidx16, align 8, !dbg !74, !tbaa !58
  %8 = xor i64 %indvars.iv56, -1, !dbg !76
  %gep = getelementptr double, ptr %invariant.gep, i64 %8, !dbg !77
  %9 = load double, ptr %gep, align 8, !dbg !77, !tbaa !58
  %mul = fmul double %7, %9, !dbg !78
  %arrayidx23 = getelementptr inbounds double, ptr %arrayidx21, i64 %indvars.iv56, !dbg !79
  store double %mul, ptr %arrayidx23, align 8, !dbg !80, !tbaa !58
  %indvars.iv.next57 = add nuw nsw i64 %indvars.iv56, 1, !dbg !81
    #dbg_value(i64 %indvars.iv.next57, !45, !DIExpression(), !54)
  %exitcond61.not = icmp eq i64 %indvars.iv.next57, %0, !dbg !82
  br i1 %exitcond61.not, label %for.cond.cleanup13, label %for.body14, !dbg !55, !llvm.loop !83
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @partial(i32 noundef %n, i32 noundef %m, ptr noalias nocapture noundef %A, ptr noalias nocapture noundef %s) local_unnamed_addr #0 !dbg !85 {
entry:
    #dbg_value(i32 %n, !87, !DIExpression(), !99)
    #dbg_value(i32 %m, !88, !DIExpression(), !99)
    #dbg_value(ptr %A, !89, !DIExpression(), !99)
    #dbg_value(ptr %s, !90, !DIExpression(), !99)
  %0 = zext i32 %m to i64
    #dbg_value(i32 0, !91, !DIExpression(), !100)
  %cmp49 = icmp sgt i32 %n, 0, !dbg !101
  br i1 %cmp49, label %for.cond1.preheader.preheader, label %for.cond.cleanup, !dbg !102

for.cond1.preheader.preheader:                    ; preds = %entry
  %1 = sext i32 %m to i64, !dbg !102
  %wide.trip.count60 = zext nneg i32 %n to i64, !dbg !101
  br label %for.cond1.preheader, !dbg !102

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond.cleanup13
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %indvars.iv.next, %for.cond.cleanup13 ]
    #dbg_value(i64 %indvars.iv, !91, !DIExpression(), !100)
    #dbg_value(i64 %indvars.iv, !93, !DIExpression(), !103)
  %cmp245 = icmp slt i64 %indvars.iv, %1, !dbg !104
  br i1 %cmp245, label %for.body4.lr.ph, label %for.cond.cleanup13, !dbg !106

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %2 = mul nuw nsw i64 %indvars.iv, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %2
  %3 = trunc nuw nsw i64 %indvars.iv to i32
  %conv = uitofp nneg i32 %3 to double
  br label %for.body4, !dbg !106

for.cond.cleanup:                                 ; preds = %for.cond.cleanup13, %entry
  ret void, !dbg !107

for.cond10.preheader:                             ; preds = %for.body4
    #dbg_value(i64 %indvars.iv, !97, !DIExpression(), !108)
  br i1 %cmp245, label %for.body14.lr.ph, label %for.cond.cleanup13, !dbg !109

for.body14.lr.ph:                                 ; preds = %for.cond10.preheader
  %4 = mul nuw nsw i64 %indvars.iv, %0
  %arrayidx18 = getelementptr inbounds double, ptr %A, i64 %4
  br label %for.body14, !dbg !109

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv51 = phi i64 [ %indvars.iv, %for.body4.lr.ph ], [ %indvars.iv.next52, %for.body4 ]
    #dbg_value(i64 %indvars.iv51, !93, !DIExpression(), !103)
  %arrayidx6 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv51, !dbg !110
  %5 = load double, ptr %arrayidx6, align 8, !dbg !110, !tbaa !58
  %6 = tail call double @llvm.fmuladd.f64(double %5, double 3.000000e+00, double %conv), !dbg !111
  %arrayidx8 = getelementptr inbounds double, ptr %s, i64 %indvars.iv51, !dbg !112
  store double %6, ptr %arrayidx8, align 8, !dbg !113, !tbaa !58
  %indvars.iv.next52 = add nuw nsw i64 %indvars.iv51, 1, !dbg !114
    #dbg_value(i64 %indvars.iv.next52, !93, !DIExpression(), !103)
  %exitcond.not = icmp eq i64 %indvars.iv.next52, %0, !dbg !104
  br i1 %exitcond.not, label %for.cond10.preheader, label %for.body4, !dbg !106, !llvm.loop !115

for.cond.cleanup13:                               ; preds = %for.body14, %for.cond1.preheader, %for.cond10.preheader
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !117
    #dbg_value(i64 %indvars.iv.next, !91, !DIExpression(), !100)
  %exitcond61.not = icmp eq i64 %indvars.iv.next, %wide.trip.count60, !dbg !101
  br i1 %exitcond61.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !102, !llvm.loop !118

for.body14:                                       ; preds = %for.body14.lr.ph, %for.body14
  %indvars.iv54 = phi i64 [ %indvars.iv, %for.body14.lr.ph ], [ %indvars.iv.next55, %for.body14 ]
    #dbg_value(i64 %indvars.iv54, !97, !DIExpression(), !108)
  %arrayidx16 = getelementptr inbounds double, ptr %s, i64 %indvars.iv54, !dbg !120
  %7 = load double, ptr %arrayidx16, align 8, !dbg !120, !tbaa !58
  %add = fadd double %7, 1.000000e+00, !dbg !122
  %arrayidx20 = getelementptr inbounds double, ptr %arrayidx18, i64 %indvars.iv54, !dbg !123
  store double %add, ptr %arrayidx20, align 8, !dbg !124, !tbaa !58
  %indvars.iv.next55 = add nuw nsw i64 %indvars.iv54, 1, !dbg !125
    #dbg_value(i64 %indvars.iv.next55, !97, !DIExpression(), !108)
  %exitcond58.not = icmp eq i64 %indvars.iv.next55, %0, !dbg !126
  br i1 %exitcond58.not, label %for.cond.cleanup13, label %for.body14, !dbg !109, !llvm.loop !127
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @planes(i32 noundef %n, i32 noundef %m, ptr noalias nocapture noundef %A, ptr noalias nocapture noundef %T) local_unnamed_addr #0 !dbg !129 {
entry:
    #dbg_value(i32 %n, !133, !DIExpression(), !145)
    #dbg_value(i32 %m, !134, !DIExpression(), !145)
    #dbg_value(ptr %A, !135, !DIExpression(), !145)
    #dbg_value(ptr %T, !136, !DIExpression(), !145)
  %0 = zext i32 %m to i64
    #dbg_value(i32 0, !137, !DIExpression(), !146)
  %cmp70 = icmp sgt i32 %n, 0, !dbg !147
  br i1 %cmp70, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !148

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp266 = icmp sgt i32 %m, 0
  %arrayidx15 = getelementptr inbounds double, ptr %T, i64 %0
  %1 = sext i32 %m to i64, !dbg !148
  %wide.trip.count82 = zext nneg i32 %n to i64, !dbg !147
  %invariant.gep = getelementptr double, ptr %arrayidx15, i64 %1
  br label %for.cond1.preheader, !dbg !148

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup22
  %indvars.iv79 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %indvars.iv.next80, %for.cond.cleanup22 ]
    #dbg_value(i64 %indvars.iv79, !137, !DIExpression(), !146)
    #dbg_value(i32 0, !139, !DIExpression(), !149)
  br i1 %cmp266, label %for.body4.lr.ph, label %for.cond.cleanup22, !dbg !150

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %2 = mul nuw nsw i64 %indvars.iv79, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %2
  %3 = trunc nuw nsw i64 %indvars.iv79 to i32
  %conv = uitofp nneg i32 %3 to double
  br label %for.body4, !dbg !150

for.cond.cleanup:                                 ; preds = %for.cond.cleanup22, %entry
  ret void, !dbg !151

for.cond19.preheader:                             ; preds = %for.body4
    #dbg_value(i32 0, !143, !DIExpression(), !152)
  br i1 %cmp266, label %for.body23.lr.ph, label %for.cond.cleanup22, !dbg !153

for.body23.lr.ph:                                 ; preds = %for.cond19.preheader
  %4 = mul nuw nsw i64 %indvars.iv79, %0
  %arrayidx32 = getelementptr inbounds double, ptr %A, i64 %4
  br label %for.body23, !dbg !153

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !139, !DIExpression(), !149)
  %arrayidx6 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !154
  %5 = load double, ptr %arrayidx6, align 8, !dbg !154, !tbaa !58
  %6 = tail call double @llvm.fmuladd.f64(double %5, double 2.000000e+00, double %conv), !dbg !157
  %arrayidx9 = getelementptr inbounds double, ptr %T, i64 %indvars.iv, !dbg !158
  store double %6, ptr %arrayidx9, align 8, !dbg !159, !tbaa !58
  %add = fadd double %5, %conv, !dbg !160
  %arrayidx17 = getelementptr inbounds double, ptr %arrayidx15, i64 %indvars.iv, !dbg !161
  store double %add, ptr %arrayidx17, align 8, !dbg !162, !tbaa !58
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !163
    #dbg_value(i64 %indvars.iv.next, !139, !DIExpression(), !149)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !164
  br i1 %exitcond.not, label %for.cond19.preheader, label %for.body4, !dbg !150, !llvm.loop !165

for.cond.cleanup22:                               ; preds = %for.body23, %for.cond1.preheader, %for.cond19.preheader
  %indvars.iv.next80 = add nuw nsw i64 %indvars.iv79, 1, !dbg !167
    #dbg_value(i64 %indvars.iv.next80, !137, !DIExpression(), !146)
  %exitcond83.not = icmp eq i64 %indvars.iv.next80, %wide.trip.count82, !dbg !147
  br i1 %exitcond83.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !148, !llvm.loop !168

for.body23:                                       ; preds = %for.body23.lr.ph, %for.body23
  %indvars.iv73 = phi i64 [ 0, %for.body23.lr.ph ], [ %indvars.iv.next74, %for.body23 ]
    #dbg_value(i64 %indvars.iv73, !143, !DIExpression(), !152)
  %arrayidx26 = getelementptr inbounds double, ptr %T, i64 %indvars.iv73, !dbg !170
  %7 = load double, ptr %arrayidx26, align 8, !dbg !170, !tbaa !58
  %8 = xor i64 %indvars.iv73, -1, !dbg !172
  %gep = getelementptr double, ptr %invariant.gep, i64 %8, !dbg !173
  %9 = load double, ptr %gep, align 8, !dbg !173, !tbaa !58
  %mul = fmul double %7, %9, !dbg !174
  %arrayidx34 = getelementptr inbounds double, ptr %arrayidx32, i64 %indvars.iv73, !dbg !175
  store double %mul, ptr %arrayidx34, align 8, !dbg !176, !tbaa !58
  %indvars.iv.next74 = add nuw nsw i64 %indvars.iv73, 1, !dbg !177
    #dbg_value(i64 %indvars.iv.next74, !143, !DIExpression(), !152)
  %exitcond78.not = icmp eq i64 %indvars.iv.next74, %0, !dbg !178
  br i1 %exitcond78.not, label %for.cond.cleanup22, label %for.body23, !dbg !153, !llvm.loop !179
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !181 {
entry:
    #dbg_value(i32 %argc, !185, !DIExpression(), !218)
    #dbg_value(ptr %argv, !186, !DIExpression(), !218)
  %cmp = icmp sgt i32 %argc, 1, !dbg !219
  br i1 %cmp, label %cond.end, label %cond.end6, !dbg !220

cond.end:                                         ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !221
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !221, !tbaa !222
    #dbg_value(ptr %0, !224, !DIExpression(), !232)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #8, !dbg !234
  %conv.i = trunc i64 %call.i to i32, !dbg !235
    #dbg_value(i32 %conv.i, !187, !DIExpression(), !218)
  %cmp1.not = icmp eq i32 %argc, 2, !dbg !236
  br i1 %cmp1.not, label %cond.end6, label %cond.true2, !dbg !237

cond.true2:                                       ; preds = %cond.end
  %arrayidx3 = getelementptr inbounds i8, ptr %argv, i64 16, !dbg !238
  %1 = load ptr, ptr %arrayidx3, align 8, !dbg !238, !tbaa !222
    #dbg_value(ptr %1, !224, !DIExpression(), !239)
  %call.i208 = tail call i64 @strtol(ptr nocapture noundef nonnull %1, ptr noundef null, i32 noundef 10) #8, !dbg !241
  %conv.i209 = trunc i64 %call.i208 to i32, !dbg !242
  br label %cond.end6, !dbg !237

cond.end6:                                        ; preds = %entry, %cond.end, %cond.true2
  %cond212 = phi i32 [ %conv.i, %cond.true2 ], [ %conv.i, %cond.end ], [ 600, %entry ]
  %cond7 = phi i32 [ %conv.i209, %cond.true2 ], [ 1000, %cond.end ], [ 1000, %entry ], !dbg !237
    #dbg_value(i32 %cond7, !188, !DIExpression(), !218)
  %2 = zext i32 %cond7 to i64, !dbg !243
  %conv = sext i32 %cond212 to i64, !dbg !244
  %mul = shl nsw i64 %conv, 3, !dbg !245
  %conv8 = sext i32 %cond7 to i64, !dbg !246
  %mul9 = mul i64 %mul, %conv8, !dbg !247
  %add = add i64 %mul9, 8, !dbg !248
  %call10 = tail call noalias ptr @malloc(i64 noundef %add) #9, !dbg !249
    #dbg_value(ptr %call10, !189, !DIExpression(), !218)
  %add11 = add nsw i32 %cond7, 1, !dbg !250
  %conv12 = sext i32 %add11 to i64, !dbg !251
  %call13 = tail call noalias ptr @calloc(i64 noundef %conv12, i64 noundef 8) #10, !dbg !252
    #dbg_value(ptr %call13, !190, !DIExpression(), !218)
  %mul14 = shl nsw i32 %cond7, 1, !dbg !253
  %add15 = or disjoint i32 %mul14, 1, !dbg !254
  %conv16 = sext i32 %add15 to i64, !dbg !255
  %call17 = tail call noalias ptr @calloc(i64 noundef %conv16, i64 noundef 8) #10, !dbg !256
    #dbg_value(ptr %call17, !191, !DIExpression(), !218)
    #dbg_value(i32 0, !192, !DIExpression(), !257)
  %cmp18215 = icmp sgt i32 %cond212, 0, !dbg !258
  br i1 %cmp18215, label %for.cond20.preheader.lr.ph, label %for.cond.cleanup, !dbg !259

for.cond20.preheader.lr.ph:                       ; preds = %cond.end6
  %cmp21213 = icmp sgt i32 %cond7, 0
  %wide.trip.count256 = zext nneg i32 %cond212 to i64, !dbg !258
  br label %for.cond20.preheader, !dbg !259

for.cond20.preheader:                             ; preds = %for.cond20.preheader.lr.ph, %for.cond.cleanup23
  %indvars.iv252 = phi i64 [ 0, %for.cond20.preheader.lr.ph ], [ %indvars.iv.next253, %for.cond.cleanup23 ]
    #dbg_value(i64 %indvars.iv252, !192, !DIExpression(), !257)
    #dbg_value(i32 0, !194, !DIExpression(), !260)
  br i1 %cmp21213, label %for.body24.lr.ph, label %for.cond.cleanup23, !dbg !261

for.body24.lr.ph:                                 ; preds = %for.cond20.preheader
  %3 = mul nuw nsw i64 %indvars.iv252, 7
  %4 = mul nuw nsw i64 %indvars.iv252, %2
  %arrayidx29 = getelementptr inbounds double, ptr %call10, i64 %4
  br label %for.body24, !dbg !261

for.cond.cleanup:                                 ; preds = %for.cond.cleanup23, %cond.end6
  tail call void @rows(i32 noundef %cond212, i32 noundef %cond7, ptr noundef %call10, ptr noundef %call13), !dbg !262
    #dbg_value(double 0.000000e+00, !197, !DIExpression(), !218)
    #dbg_value(double 0.000000e+00, !198, !DIExpression(), !218)
    #dbg_value(i32 0, !199, !DIExpression(), !263)
  %cmp37217 = icmp sgt i32 %cond7, 0, !dbg !264
  br i1 %cmp37217, label %for.body40, label %for.cond.cleanup39, !dbg !266

for.cond.cleanup23:                               ; preds = %for.body24, %for.cond20.preheader
  %indvars.iv.next253 = add nuw nsw i64 %indvars.iv252, 1, !dbg !267
    #dbg_value(i64 %indvars.iv.next253, !192, !DIExpression(), !257)
  %exitcond257.not = icmp eq i64 %indvars.iv.next253, %wide.trip.count256, !dbg !258
  br i1 %exitcond257.not, label %for.cond.cleanup, label %for.cond20.preheader, !dbg !259, !llvm.loop !268

for.body24:                                       ; preds = %for.body24.lr.ph, %for.body24
  %indvars.iv = phi i64 [ 0, %for.body24.lr.ph ], [ %indvars.iv.next, %for.body24 ]
    #dbg_value(i64 %indvars.iv, !194, !DIExpression(), !260)
  %5 = mul nuw nsw i64 %indvars.iv, 3, !dbg !270
  %6 = add nuw nsw i64 %5, %3, !dbg !272
  %7 = trunc nuw i64 %6 to i32, !dbg !273
  %rem = urem i32 %7, 11, !dbg !273
  %conv28 = uitofp nneg i32 %rem to double, !dbg !274
  %div = fdiv double %conv28, 1.100000e+01, !dbg !275
  %arrayidx31 = getelementptr inbounds double, ptr %arrayidx29, i64 %indvars.iv, !dbg !276
  store double %div, ptr %arrayidx31, align 8, !dbg !277, !tbaa !58
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !278
    #dbg_value(i64 %indvars.iv.next, !194, !DIExpression(), !260)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %2, !dbg !279
  br i1 %exitcond.not, label %for.cond.cleanup23, label %for.body24, !dbg !261, !llvm.loop !280

for.cond.cleanup39:                               ; preds = %for.body40, %for.cond.cleanup
  %u.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %10, %for.body40 ], !dbg !218
  tail call void @partial(i32 noundef %cond212, i32 noundef %cond7, ptr noundef %call10, ptr noundef %call13), !dbg !282
    #dbg_value(i32 0, !201, !DIExpression(), !283)
    #dbg_value(double 0.000000e+00, !197, !DIExpression(), !218)
  br i1 %cmp18215, label %for.cond56.preheader.lr.ph, label %for.cond77.preheader, !dbg !284

for.cond56.preheader.lr.ph:                       ; preds = %for.cond.cleanup39
  %wide.trip.count272 = zext nneg i32 %cond212 to i64, !dbg !285
  br label %for.cond56.preheader, !dbg !284

for.body40:                                       ; preds = %for.cond.cleanup, %for.body40
  %indvars.iv258 = phi i64 [ %indvars.iv.next259, %for.body40 ], [ 0, %for.cond.cleanup ]
  %u.0218 = phi double [ %10, %for.body40 ], [ 0.000000e+00, %for.cond.cleanup ]
    #dbg_value(i64 %indvars.iv258, !199, !DIExpression(), !263)
    #dbg_value(double %u.0218, !198, !DIExpression(), !218)
  %arrayidx42 = getelementptr inbounds double, ptr %call13, i64 %indvars.iv258, !dbg !286
  %8 = load double, ptr %arrayidx42, align 8, !dbg !286, !tbaa !58
  %indvars.iv.next259 = add nuw nsw i64 %indvars.iv258, 1, !dbg !287
  %9 = trunc nuw nsw i64 %indvars.iv.next259 to i32, !dbg !288
  %conv44 = uitofp nneg i32 %9 to double, !dbg !288
  %10 = tail call double @llvm.fmuladd.f64(double %8, double %conv44, double %u.0218), !dbg !289
    #dbg_value(i64 %indvars.iv.next259, !199, !DIExpression(), !263)
    #dbg_value(double %10, !198, !DIExpression(), !218)
  %exitcond262.not = icmp eq i64 %indvars.iv.next259, %2, !dbg !264
  br i1 %exitcond262.not, label %for.cond.cleanup39, label %for.body40, !dbg !266, !llvm.loop !290

for.cond56.preheader:                             ; preds = %for.cond56.preheader.lr.ph, %for.cond.cleanup59
  %indvars.iv268 = phi i64 [ 0, %for.cond56.preheader.lr.ph ], [ %indvars.iv.next269.pre-phi, %for.cond.cleanup59 ]
  %t.0225 = phi double [ 0.000000e+00, %for.cond56.preheader.lr.ph ], [ %t.1.lcssa, %for.cond.cleanup59 ]
    #dbg_value(i64 %indvars.iv268, !201, !DIExpression(), !283)
    #dbg_value(i32 0, !203, !DIExpression(), !292)
    #dbg_value(double %t.0225, !197, !DIExpression(), !218)
  br i1 %cmp37217, label %for.body60.lr.ph, label %for.cond56.preheader.for.cond.cleanup59_crit_edge, !dbg !293

for.cond56.preheader.for.cond.cleanup59_crit_edge: ; preds = %for.cond56.preheader
  %.pre = add nuw nsw i64 %indvars.iv268, 1, !dbg !294
  br label %for.cond.cleanup59, !dbg !293

for.body60.lr.ph:                                 ; preds = %for.cond56.preheader
  %11 = mul nuw nsw i64 %indvars.iv268, %2
  %arrayidx62 = getelementptr inbounds double, ptr %call10, i64 %11
  %12 = add nuw nsw i64 %indvars.iv268, 1
  %13 = trunc nuw nsw i64 %12 to i32
  %conv66 = uitofp nneg i32 %13 to double
  br label %for.body60, !dbg !293

for.cond77.preheader:                             ; preds = %for.cond.cleanup59, %for.cond.cleanup39
  %t.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup39 ], [ %t.1.lcssa, %for.cond.cleanup59 ], !dbg !295
    #dbg_value(i32 0, !206, !DIExpression(), !296)
    #dbg_value(double %u.0.lcssa, !198, !DIExpression(), !218)
  br i1 %cmp37217, label %for.body81, label %for.cond.cleanup80, !dbg !297

for.cond.cleanup59:                               ; preds = %for.body60, %for.cond56.preheader.for.cond.cleanup59_crit_edge
  %indvars.iv.next269.pre-phi = phi i64 [ %.pre, %for.cond56.preheader.for.cond.cleanup59_crit_edge ], [ %12, %for.body60 ], !dbg !294
  %t.1.lcssa = phi double [ %t.0225, %for.cond56.preheader.for.cond.cleanup59_crit_edge ], [ %add69, %for.body60 ], !dbg !218
    #dbg_value(i64 %indvars.iv.next269.pre-phi, !201, !DIExpression(), !283)
    #dbg_value(double %t.1.lcssa, !197, !DIExpression(), !218)
  %exitcond273.not = icmp eq i64 %indvars.iv.next269.pre-phi, %wide.trip.count272, !dbg !285
  br i1 %exitcond273.not, label %for.cond77.preheader, label %for.cond56.preheader, !dbg !284, !llvm.loop !298

for.body60:                                       ; preds = %for.body60.lr.ph, %for.body60
  %indvars.iv263 = phi i64 [ 0, %for.body60.lr.ph ], [ %indvars.iv.next264, %for.body60 ]
  %t.1221 = phi double [ %t.0225, %for.body60.lr.ph ], [ %add69, %for.body60 ]
    #dbg_value(i64 %indvars.iv263, !203, !DIExpression(), !292)
    #dbg_value(double %t.1221, !197, !DIExpression(), !218)
  %arrayidx64 = getelementptr inbounds double, ptr %arrayidx62, i64 %indvars.iv263, !dbg !300
  %14 = load double, ptr %arrayidx64, align 8, !dbg !300, !tbaa !58
  %15 = trunc nuw nsw i64 %indvars.iv263 to i32, !dbg !302
  %conv68 = uitofp nneg i32 %15 to double, !dbg !302
  %16 = tail call double @llvm.fmuladd.f64(double %14, double %conv66, double %conv68), !dbg !303
  %add69 = fadd double %t.1221, %16, !dbg !304
    #dbg_value(double %add69, !197, !DIExpression(), !218)
  %indvars.iv.next264 = add nuw nsw i64 %indvars.iv263, 1, !dbg !305
    #dbg_value(i64 %indvars.iv.next264, !203, !DIExpression(), !292)
  %exitcond267.not = icmp eq i64 %indvars.iv.next264, %2, !dbg !306
  br i1 %exitcond267.not, label %for.cond.cleanup59, label %for.body60, !dbg !293, !llvm.loop !307

for.cond.cleanup80:                               ; preds = %for.body81, %for.cond77.preheader
  %u.1.lcssa = phi double [ %u.0.lcssa, %for.cond77.preheader ], [ %20, %for.body81 ], !dbg !218
  tail call void @planes(i32 noundef %cond212, i32 noundef %cond7, ptr noundef %call10, ptr noundef %call17), !dbg !309
    #dbg_value(i32 0, !208, !DIExpression(), !310)
    #dbg_value(double %t.0.lcssa, !197, !DIExpression(), !218)
  br i1 %cmp18215, label %for.cond97.preheader.lr.ph, label %for.cond115.preheader, !dbg !311

for.cond97.preheader.lr.ph:                       ; preds = %for.cond.cleanup80
  %wide.trip.count289 = zext nneg i32 %cond212 to i64, !dbg !312
  br label %for.cond97.preheader, !dbg !311

for.body81:                                       ; preds = %for.cond77.preheader, %for.body81
  %indvars.iv274 = phi i64 [ %indvars.iv.next275, %for.body81 ], [ 0, %for.cond77.preheader ]
  %u.1229 = phi double [ %20, %for.body81 ], [ %u.0.lcssa, %for.cond77.preheader ]
    #dbg_value(i64 %indvars.iv274, !206, !DIExpression(), !296)
    #dbg_value(double %u.1229, !198, !DIExpression(), !218)
  %arrayidx83 = getelementptr inbounds double, ptr %call13, i64 %indvars.iv274, !dbg !313
  %17 = load double, ptr %arrayidx83, align 8, !dbg !313, !tbaa !58
  %18 = trunc i64 %indvars.iv274 to i32, !dbg !315
  %19 = add i32 %18, 2, !dbg !315
  %conv85 = uitofp nneg i32 %19 to double, !dbg !315
  %20 = tail call double @llvm.fmuladd.f64(double %17, double %conv85, double %u.1229), !dbg !316
    #dbg_value(double %20, !198, !DIExpression(), !218)
  %indvars.iv.next275 = add nuw nsw i64 %indvars.iv274, 1, !dbg !317
    #dbg_value(i64 %indvars.iv.next275, !206, !DIExpression(), !296)
  %exitcond279.not = icmp eq i64 %indvars.iv.next275, %2, !dbg !318
  br i1 %exitcond279.not, label %for.cond.cleanup80, label %for.body81, !dbg !297, !llvm.loop !319

for.cond97.preheader:                             ; preds = %for.cond97.preheader.lr.ph, %for.cond.cleanup100
  %indvars.iv285 = phi i64 [ 0, %for.cond97.preheader.lr.ph ], [ %indvars.iv.next286, %for.cond.cleanup100 ]
  %t.2237 = phi double [ %t.0.lcssa, %for.cond97.preheader.lr.ph ], [ %t.3.lcssa, %for.cond.cleanup100 ]
    #dbg_value(i64 %indvars.iv285, !208, !DIExpression(), !310)
    #dbg_value(i32 0, !210, !DIExpression(), !321)
    #dbg_value(double %t.2237, !197, !DIExpression(), !218)
  br i1 %cmp37217, label %for.body101.lr.ph, label %for.cond.cleanup100, !dbg !322

for.body101.lr.ph:                                ; preds = %for.cond97.preheader
  %21 = mul nuw nsw i64 %indvars.iv285, %2
  %arrayidx103 = getelementptr inbounds double, ptr %call10, i64 %21
  %22 = trunc i64 %indvars.iv285 to i32
  %23 = add i32 %22, 2
  %conv107 = uitofp nneg i32 %23 to double
  br label %for.body101, !dbg !322

for.cond115.preheader:                            ; preds = %for.cond.cleanup100, %for.cond.cleanup80
  %t.2.lcssa = phi double [ %t.0.lcssa, %for.cond.cleanup80 ], [ %t.3.lcssa, %for.cond.cleanup100 ], !dbg !295
    #dbg_value(i32 0, !213, !DIExpression(), !323)
    #dbg_value(double %u.1.lcssa, !198, !DIExpression(), !218)
  br label %for.cond121.preheader, !dbg !324

for.cond.cleanup100:                              ; preds = %for.body101, %for.cond97.preheader
  %t.3.lcssa = phi double [ %t.2237, %for.cond97.preheader ], [ %25, %for.body101 ], !dbg !218
  %indvars.iv.next286 = add nuw nsw i64 %indvars.iv285, 1, !dbg !325
    #dbg_value(i64 %indvars.iv.next286, !208, !DIExpression(), !310)
    #dbg_value(double %t.3.lcssa, !197, !DIExpression(), !218)
  %exitcond290.not = icmp eq i64 %indvars.iv.next286, %wide.trip.count289, !dbg !312
  br i1 %exitcond290.not, label %for.cond115.preheader, label %for.cond97.preheader, !dbg !311, !llvm.loop !326

for.body101:                                      ; preds = %for.body101.lr.ph, %for.body101
  %indvars.iv280 = phi i64 [ 0, %for.body101.lr.ph ], [ %indvars.iv.next281, %for.body101 ]
  %t.3233 = phi double [ %t.2237, %for.body101.lr.ph ], [ %25, %for.body101 ]
    #dbg_value(i64 %indvars.iv280, !210, !DIExpression(), !321)
    #dbg_value(double %t.3233, !197, !DIExpression(), !218)
  %arrayidx105 = getelementptr inbounds double, ptr %arrayidx103, i64 %indvars.iv280, !dbg !328
  %24 = load double, ptr %arrayidx105, align 8, !dbg !328, !tbaa !58
  %25 = tail call double @llvm.fmuladd.f64(double %24, double %conv107, double %t.3233), !dbg !330
    #dbg_value(double %25, !197, !DIExpression(), !218)
  %indvars.iv.next281 = add nuw nsw i64 %indvars.iv280, 1, !dbg !331
    #dbg_value(i64 %indvars.iv.next281, !210, !DIExpression(), !321)
  %exitcond284.not = icmp eq i64 %indvars.iv.next281, %2, !dbg !332
  br i1 %exitcond284.not, label %for.cond.cleanup100, label %for.body101, !dbg !322, !llvm.loop !333

for.cond121.preheader:                            ; preds = %for.cond115.preheader, %for.cond.cleanup124
  %indvars.iv297 = phi i64 [ 0, %for.cond115.preheader ], [ %indvars.iv.next298.pre-phi, %for.cond.cleanup124 ]
  %u.2244 = phi double [ %u.1.lcssa, %for.cond115.preheader ], [ %u.3.lcssa, %for.cond.cleanup124 ]
    #dbg_value(i64 %indvars.iv297, !213, !DIExpression(), !323)
    #dbg_value(i32 0, !215, !DIExpression(), !335)
    #dbg_value(double %u.2244, !198, !DIExpression(), !218)
  br i1 %cmp37217, label %for.body125.lr.ph, label %for.cond121.preheader.for.cond.cleanup124_crit_edge, !dbg !336

for.cond121.preheader.for.cond.cleanup124_crit_edge: ; preds = %for.cond121.preheader
  %.pre302 = add nuw nsw i64 %indvars.iv297, 1, !dbg !337
  br label %for.cond.cleanup124, !dbg !336

for.body125.lr.ph:                                ; preds = %for.cond121.preheader
  %26 = mul nuw nsw i64 %indvars.iv297, %2
  %arrayidx127 = getelementptr inbounds double, ptr %call17, i64 %26
  %27 = add nuw nsw i64 %indvars.iv297, 1
  br label %for.body125, !dbg !336

for.cond.cleanup118:                              ; preds = %for.cond.cleanup124
  %call140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %t.2.lcssa, double noundef %u.3.lcssa), !dbg !338
  tail call void @free(ptr noundef %call10) #8, !dbg !339
  tail call void @free(ptr noundef %call13) #8, !dbg !340
  tail call void @free(ptr noundef %call17) #8, !dbg !341
  ret i32 0, !dbg !342

for.cond.cleanup124:                              ; preds = %for.body125, %for.cond121.preheader.for.cond.cleanup124_crit_edge
  %indvars.iv.next298.pre-phi = phi i64 [ %.pre302, %for.cond121.preheader.for.cond.cleanup124_crit_edge ], [ %27, %for.body125 ], !dbg !337
  %u.3.lcssa = phi double [ %u.2244, %for.cond121.preheader.for.cond.cleanup124_crit_edge ], [ %31, %for.body125 ], !dbg !218
    #dbg_value(i64 %indvars.iv.next298.pre-phi, !213, !DIExpression(), !323)
    #dbg_value(double %u.3.lcssa, !198, !DIExpression(), !218)
  %cmp116 = icmp eq i64 %indvars.iv297, 0, !dbg !343
  br i1 %cmp116, label %for.cond121.preheader, label %for.cond.cleanup118, !dbg !324, !llvm.loop !344

for.body125:                                      ; preds = %for.body125.lr.ph, %for.body125
  %indvars.iv291 = phi i64 [ 0, %for.body125.lr.ph ], [ %indvars.iv.next292, %for.body125 ]
  %u.3241 = phi double [ %u.2244, %for.body125.lr.ph ], [ %31, %for.body125 ]
    #dbg_value(i64 %indvars.iv291, !215, !DIExpression(), !335)
    #dbg_value(double %u.3241, !198, !DIExpression(), !218)
  %arrayidx129 = getelementptr inbounds double, ptr %arrayidx127, i64 %indvars.iv291, !dbg !346
  %28 = load double, ptr %arrayidx129, align 8, !dbg !346, !tbaa !58
  %29 = add nuw nsw i64 %27, %indvars.iv291, !dbg !348
  %30 = trunc nuw i64 %29 to i32, !dbg !349
  %conv132 = uitofp nneg i32 %30 to double, !dbg !349
  %31 = tail call double @llvm.fmuladd.f64(double %28, double %conv132, double %u.3241), !dbg !350
    #dbg_value(double %31, !198, !DIExpression(), !218)
  %indvars.iv.next292 = add nuw nsw i64 %indvars.iv291, 1, !dbg !351
    #dbg_value(i64 %indvars.iv.next292, !215, !DIExpression(), !335)
  %exitcond296.not = icmp eq i64 %indvars.iv.next292, %2, !dbg !352
  br i1 %exitcond296.not, label %for.cond.cleanup124, label %for.body125, !dbg !336, !llvm.loop !353
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !355 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !361 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !364 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !369 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !372 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "privarr.c", directory: ".", checksumkind: CSK_MD5, checksum: "92f4ed9919fc4bdda3ac0af389124912")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
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
!18 = !{i32 7, !"openmp", i32 51}
!19 = !{i32 8, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 2}
!22 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = distinct !DISubprogram(name: "rows", scope: !2, file: !2, line: 4, type: !25, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !34)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !10, !10, !27, !32}
!27 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: -1)
!32 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!34 = !{!35, !36, !37, !38, !39, !41, !45}
!35 = !DILocalVariable(name: "n", arg: 1, scope: !24, file: !2, line: 4, type: !10)
!36 = !DILocalVariable(name: "m", arg: 2, scope: !24, file: !2, line: 4, type: !10)
!37 = !DILocalVariable(name: "A", arg: 3, scope: !24, file: !2, line: 4, type: !27)
!38 = !DILocalVariable(name: "s", arg: 4, scope: !24, file: !2, line: 4, type: !32)
!39 = !DILocalVariable(name: "i", scope: !40, file: !2, line: 5, type: !10)
!40 = distinct !DILexicalBlock(scope: !24, file: !2, line: 5, column: 3)
!41 = !DILocalVariable(name: "j", scope: !42, file: !2, line: 6, type: !10)
!42 = distinct !DILexicalBlock(scope: !43, file: !2, line: 6, column: 5)
!43 = distinct !DILexicalBlock(scope: !44, file: !2, line: 5, column: 31)
!44 = distinct !DILexicalBlock(scope: !40, file: !2, line: 5, column: 3)
!45 = !DILocalVariable(name: "j", scope: !46, file: !2, line: 8, type: !10)
!46 = distinct !DILexicalBlock(scope: !43, file: !2, line: 8, column: 5)
!47 = !DILocation(line: 0, scope: !24)
!48 = !DILocation(line: 0, scope: !40)
!49 = !DILocation(line: 5, column: 21, scope: !44)
!50 = !DILocation(line: 5, column: 3, scope: !40)
!51 = !DILocation(line: 0, scope: !42)
!52 = !DILocation(line: 6, column: 5, scope: !42)
!53 = !DILocation(line: 11, column: 1, scope: !24)
!54 = !DILocation(line: 0, scope: !46)
!55 = !DILocation(line: 8, column: 5, scope: !46)
!56 = !DILocation(line: 7, column: 14, scope: !57)
!57 = distinct !DILexicalBlock(scope: !42, file: !2, line: 6, column: 5)
!58 = !{!59, !59, i64 0}
!59 = !{!"double", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 7, column: 28, scope: !57)
!63 = !DILocation(line: 7, column: 7, scope: !57)
!64 = !DILocation(line: 7, column: 12, scope: !57)
!65 = !DILocation(line: 6, column: 29, scope: !57)
!66 = !DILocation(line: 6, column: 23, scope: !57)
!67 = distinct !{!67, !52, !68, !69, !70}
!68 = !DILocation(line: 7, column: 30, scope: !42)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !{!"llvm.loop.unroll.disable"}
!71 = !DILocation(line: 5, column: 27, scope: !44)
!72 = distinct !{!72, !50, !73, !69, !70}
!73 = !DILocation(line: 10, column: 3, scope: !40)
!74 = !DILocation(line: 9, column: 17, scope: !75)
!75 = distinct !DILexicalBlock(scope: !46, file: !2, line: 8, column: 5)
!76 = !DILocation(line: 9, column: 32, scope: !75)
!77 = !DILocation(line: 9, column: 24, scope: !75)
!78 = !DILocation(line: 9, column: 22, scope: !75)
!79 = !DILocation(line: 9, column: 7, scope: !75)
!80 = !DILocation(line: 9, column: 15, scope: !75)
!81 = !DILocation(line: 8, column: 29, scope: !75)
!82 = !DILocation(line: 8, column: 23, scope: !75)
!83 = distinct !{!83, !55, !84, !69, !70}
!84 = !DILocation(line: 9, column: 35, scope: !46)
!85 = distinct !DISubprogram(name: "partial", scope: !2, file: !2, line: 13, type: !25, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !86)
!86 = !{!87, !88, !89, !90, !91, !93, !97}
!87 = !DILocalVariable(name: "n", arg: 1, scope: !85, file: !2, line: 13, type: !10)
!88 = !DILocalVariable(name: "m", arg: 2, scope: !85, file: !2, line: 13, type: !10)
!89 = !DILocalVariable(name: "A", arg: 3, scope: !85, file: !2, line: 13, type: !27)
!90 = !DILocalVariable(name: "s", arg: 4, scope: !85, file: !2, line: 13, type: !32)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 14, type: !10)
!92 = distinct !DILexicalBlock(scope: !85, file: !2, line: 14, column: 3)
!93 = !DILocalVariable(name: "j", scope: !94, file: !2, line: 15, type: !10)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 15, column: 5)
!95 = distinct !DILexicalBlock(scope: !96, file: !2, line: 14, column: 31)
!96 = distinct !DILexicalBlock(scope: !92, file: !2, line: 14, column: 3)
!97 = !DILocalVariable(name: "j", scope: !98, file: !2, line: 17, type: !10)
!98 = distinct !DILexicalBlock(scope: !95, file: !2, line: 17, column: 5)
!99 = !DILocation(line: 0, scope: !85)
!100 = !DILocation(line: 0, scope: !92)
!101 = !DILocation(line: 14, column: 21, scope: !96)
!102 = !DILocation(line: 14, column: 3, scope: !92)
!103 = !DILocation(line: 0, scope: !94)
!104 = !DILocation(line: 15, column: 23, scope: !105)
!105 = distinct !DILexicalBlock(scope: !94, file: !2, line: 15, column: 5)
!106 = !DILocation(line: 15, column: 5, scope: !94)
!107 = !DILocation(line: 20, column: 1, scope: !85)
!108 = !DILocation(line: 0, scope: !98)
!109 = !DILocation(line: 17, column: 5, scope: !98)
!110 = !DILocation(line: 16, column: 14, scope: !105)
!111 = !DILocation(line: 16, column: 28, scope: !105)
!112 = !DILocation(line: 16, column: 7, scope: !105)
!113 = !DILocation(line: 16, column: 12, scope: !105)
!114 = !DILocation(line: 15, column: 29, scope: !105)
!115 = distinct !{!115, !106, !116, !69, !70}
!116 = !DILocation(line: 16, column: 30, scope: !94)
!117 = !DILocation(line: 14, column: 27, scope: !96)
!118 = distinct !{!118, !102, !119, !69, !70}
!119 = !DILocation(line: 19, column: 3, scope: !92)
!120 = !DILocation(line: 18, column: 17, scope: !121)
!121 = distinct !DILexicalBlock(scope: !98, file: !2, line: 17, column: 5)
!122 = !DILocation(line: 18, column: 22, scope: !121)
!123 = !DILocation(line: 18, column: 7, scope: !121)
!124 = !DILocation(line: 18, column: 15, scope: !121)
!125 = !DILocation(line: 17, column: 29, scope: !121)
!126 = !DILocation(line: 17, column: 23, scope: !121)
!127 = distinct !{!127, !109, !128, !69, !70}
!128 = !DILocation(line: 18, column: 24, scope: !98)
!129 = distinct !DISubprogram(name: "planes", scope: !2, file: !2, line: 22, type: !130, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{null, !10, !10, !27, !27}
!132 = !{!133, !134, !135, !136, !137, !139, !143}
!133 = !DILocalVariable(name: "n", arg: 1, scope: !129, file: !2, line: 22, type: !10)
!134 = !DILocalVariable(name: "m", arg: 2, scope: !129, file: !2, line: 22, type: !10)
!135 = !DILocalVariable(name: "A", arg: 3, scope: !129, file: !2, line: 22, type: !27)
!136 = !DILocalVariable(name: "T", arg: 4, scope: !129, file: !2, line: 22, type: !27)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 23, type: !10)
!138 = distinct !DILexicalBlock(scope: !129, file: !2, line: 23, column: 3)
!139 = !DILocalVariable(name: "j", scope: !140, file: !2, line: 24, type: !10)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 24, column: 5)
!141 = distinct !DILexicalBlock(scope: !142, file: !2, line: 23, column: 31)
!142 = distinct !DILexicalBlock(scope: !138, file: !2, line: 23, column: 3)
!143 = !DILocalVariable(name: "j", scope: !144, file: !2, line: 28, type: !10)
!144 = distinct !DILexicalBlock(scope: !141, file: !2, line: 28, column: 5)
!145 = !DILocation(line: 0, scope: !129)
!146 = !DILocation(line: 0, scope: !138)
!147 = !DILocation(line: 23, column: 21, scope: !142)
!148 = !DILocation(line: 23, column: 3, scope: !138)
!149 = !DILocation(line: 0, scope: !140)
!150 = !DILocation(line: 24, column: 5, scope: !140)
!151 = !DILocation(line: 31, column: 1, scope: !129)
!152 = !DILocation(line: 0, scope: !144)
!153 = !DILocation(line: 28, column: 5, scope: !144)
!154 = !DILocation(line: 25, column: 17, scope: !155)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 24, column: 33)
!156 = distinct !DILexicalBlock(scope: !140, file: !2, line: 24, column: 5)
!157 = !DILocation(line: 25, column: 31, scope: !155)
!158 = !DILocation(line: 25, column: 7, scope: !155)
!159 = !DILocation(line: 25, column: 15, scope: !155)
!160 = !DILocation(line: 26, column: 25, scope: !155)
!161 = !DILocation(line: 26, column: 7, scope: !155)
!162 = !DILocation(line: 26, column: 15, scope: !155)
!163 = !DILocation(line: 24, column: 29, scope: !156)
!164 = !DILocation(line: 24, column: 23, scope: !156)
!165 = distinct !{!165, !150, !166, !69, !70}
!166 = !DILocation(line: 27, column: 5, scope: !140)
!167 = !DILocation(line: 23, column: 27, scope: !142)
!168 = distinct !{!168, !148, !169, !69, !70}
!169 = !DILocation(line: 30, column: 3, scope: !138)
!170 = !DILocation(line: 29, column: 17, scope: !171)
!171 = distinct !DILexicalBlock(scope: !144, file: !2, line: 28, column: 5)
!172 = !DILocation(line: 29, column: 38, scope: !171)
!173 = !DILocation(line: 29, column: 27, scope: !171)
!174 = !DILocation(line: 29, column: 25, scope: !171)
!175 = !DILocation(line: 29, column: 7, scope: !171)
!176 = !DILocation(line: 29, column: 15, scope: !171)
!177 = !DILocation(line: 28, column: 29, scope: !171)
!178 = !DILocation(line: 28, column: 23, scope: !171)
!179 = distinct !{!179, !153, !180, !69, !70}
!180 = !DILocation(line: 29, column: 41, scope: !144)
!181 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !182, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !184)
!182 = !DISubroutineType(types: !183)
!183 = !{!10, !10, !11}
!184 = !{!185, !186, !187, !188, !189, !190, !191, !192, !194, !197, !198, !199, !201, !203, !206, !208, !210, !213, !215}
!185 = !DILocalVariable(name: "argc", arg: 1, scope: !181, file: !2, line: 33, type: !10)
!186 = !DILocalVariable(name: "argv", arg: 2, scope: !181, file: !2, line: 33, type: !11)
!187 = !DILocalVariable(name: "n", scope: !181, file: !2, line: 34, type: !10)
!188 = !DILocalVariable(name: "m", scope: !181, file: !2, line: 35, type: !10)
!189 = !DILocalVariable(name: "A", scope: !181, file: !2, line: 36, type: !28)
!190 = !DILocalVariable(name: "s", scope: !181, file: !2, line: 37, type: !33)
!191 = !DILocalVariable(name: "T", scope: !181, file: !2, line: 38, type: !28)
!192 = !DILocalVariable(name: "i", scope: !193, file: !2, line: 39, type: !10)
!193 = distinct !DILexicalBlock(scope: !181, file: !2, line: 39, column: 3)
!194 = !DILocalVariable(name: "j", scope: !195, file: !2, line: 40, type: !10)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 40, column: 5)
!196 = distinct !DILexicalBlock(scope: !193, file: !2, line: 39, column: 3)
!197 = !DILocalVariable(name: "t", scope: !181, file: !2, line: 43, type: !9)
!198 = !DILocalVariable(name: "u", scope: !181, file: !2, line: 43, type: !9)
!199 = !DILocalVariable(name: "j", scope: !200, file: !2, line: 44, type: !10)
!200 = distinct !DILexicalBlock(scope: !181, file: !2, line: 44, column: 3)
!201 = !DILocalVariable(name: "i", scope: !202, file: !2, line: 47, type: !10)
!202 = distinct !DILexicalBlock(scope: !181, file: !2, line: 47, column: 3)
!203 = !DILocalVariable(name: "j", scope: !204, file: !2, line: 48, type: !10)
!204 = distinct !DILexicalBlock(scope: !205, file: !2, line: 48, column: 5)
!205 = distinct !DILexicalBlock(scope: !202, file: !2, line: 47, column: 3)
!206 = !DILocalVariable(name: "j", scope: !207, file: !2, line: 50, type: !10)
!207 = distinct !DILexicalBlock(scope: !181, file: !2, line: 50, column: 3)
!208 = !DILocalVariable(name: "i", scope: !209, file: !2, line: 53, type: !10)
!209 = distinct !DILexicalBlock(scope: !181, file: !2, line: 53, column: 3)
!210 = !DILocalVariable(name: "j", scope: !211, file: !2, line: 54, type: !10)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 54, column: 5)
!212 = distinct !DILexicalBlock(scope: !209, file: !2, line: 53, column: 3)
!213 = !DILocalVariable(name: "r", scope: !214, file: !2, line: 56, type: !10)
!214 = distinct !DILexicalBlock(scope: !181, file: !2, line: 56, column: 3)
!215 = !DILocalVariable(name: "j", scope: !216, file: !2, line: 57, type: !10)
!216 = distinct !DILexicalBlock(scope: !217, file: !2, line: 57, column: 5)
!217 = distinct !DILexicalBlock(scope: !214, file: !2, line: 56, column: 3)
!218 = !DILocation(line: 0, scope: !181)
!219 = !DILocation(line: 34, column: 16, scope: !181)
!220 = !DILocation(line: 34, column: 11, scope: !181)
!221 = !DILocation(line: 34, column: 27, scope: !181)
!222 = !{!223, !223, i64 0}
!223 = !{!"any pointer", !60, i64 0}
!224 = !DILocalVariable(name: "__nptr", arg: 1, scope: !225, file: !226, line: 362, type: !229)
!225 = distinct !DISubprogram(name: "atoi", scope: !226, file: !226, line: 362, type: !227, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !231)
!226 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!227 = !DISubroutineType(types: !228)
!228 = !{!10, !229}
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!231 = !{!224}
!232 = !DILocation(line: 0, scope: !225, inlinedAt: !233)
!233 = distinct !DILocation(line: 34, column: 22, scope: !181)
!234 = !DILocation(line: 364, column: 16, scope: !225, inlinedAt: !233)
!235 = !DILocation(line: 364, column: 10, scope: !225, inlinedAt: !233)
!236 = !DILocation(line: 35, column: 16, scope: !181)
!237 = !DILocation(line: 35, column: 11, scope: !181)
!238 = !DILocation(line: 35, column: 27, scope: !181)
!239 = !DILocation(line: 0, scope: !225, inlinedAt: !240)
!240 = distinct !DILocation(line: 35, column: 22, scope: !181)
!241 = !DILocation(line: 364, column: 16, scope: !225, inlinedAt: !240)
!242 = !DILocation(line: 364, column: 10, scope: !225, inlinedAt: !240)
!243 = !DILocation(line: 36, column: 3, scope: !181)
!244 = !DILocation(line: 36, column: 44, scope: !181)
!245 = !DILocation(line: 36, column: 42, scope: !181)
!246 = !DILocation(line: 36, column: 48, scope: !181)
!247 = !DILocation(line: 36, column: 46, scope: !181)
!248 = !DILocation(line: 36, column: 50, scope: !181)
!249 = !DILocation(line: 36, column: 20, scope: !181)
!250 = !DILocation(line: 37, column: 24, scope: !181)
!251 = !DILocation(line: 37, column: 22, scope: !181)
!252 = !DILocation(line: 37, column: 15, scope: !181)
!253 = !DILocation(line: 38, column: 29, scope: !181)
!254 = !DILocation(line: 38, column: 33, scope: !181)
!255 = !DILocation(line: 38, column: 27, scope: !181)
!256 = !DILocation(line: 38, column: 20, scope: !181)
!257 = !DILocation(line: 0, scope: !193)
!258 = !DILocation(line: 39, column: 21, scope: !196)
!259 = !DILocation(line: 39, column: 3, scope: !193)
!260 = !DILocation(line: 0, scope: !195)
!261 = !DILocation(line: 40, column: 5, scope: !195)
!262 = !DILocation(line: 42, column: 3, scope: !181)
!263 = !DILocation(line: 0, scope: !200)
!264 = !DILocation(line: 44, column: 21, scope: !265)
!265 = distinct !DILexicalBlock(scope: !200, file: !2, line: 44, column: 3)
!266 = !DILocation(line: 44, column: 3, scope: !200)
!267 = !DILocation(line: 39, column: 27, scope: !196)
!268 = distinct !{!268, !259, !269, !69, !70}
!269 = !DILocation(line: 41, column: 50, scope: !193)
!270 = !DILocation(line: 41, column: 37, scope: !271)
!271 = distinct !DILexicalBlock(scope: !195, file: !2, line: 40, column: 5)
!272 = !DILocation(line: 41, column: 33, scope: !271)
!273 = !DILocation(line: 41, column: 42, scope: !271)
!274 = !DILocation(line: 41, column: 17, scope: !271)
!275 = !DILocation(line: 41, column: 48, scope: !271)
!276 = !DILocation(line: 41, column: 7, scope: !271)
!277 = !DILocation(line: 41, column: 15, scope: !271)
!278 = !DILocation(line: 40, column: 29, scope: !271)
!279 = !DILocation(line: 40, column: 23, scope: !271)
!280 = distinct !{!280, !261, !281, !69, !70}
!281 = !DILocation(line: 41, column: 50, scope: !195)
!282 = !DILocation(line: 46, column: 3, scope: !181)
!283 = !DILocation(line: 0, scope: !202)
!284 = !DILocation(line: 47, column: 3, scope: !202)
!285 = !DILocation(line: 47, column: 21, scope: !205)
!286 = !DILocation(line: 45, column: 10, scope: !265)
!287 = !DILocation(line: 45, column: 20, scope: !265)
!288 = !DILocation(line: 45, column: 17, scope: !265)
!289 = !DILocation(line: 45, column: 7, scope: !265)
!290 = distinct !{!290, !266, !291, !69, !70}
!291 = !DILocation(line: 45, column: 23, scope: !200)
!292 = !DILocation(line: 0, scope: !204)
!293 = !DILocation(line: 48, column: 5, scope: !204)
!294 = !DILocation(line: 47, column: 27, scope: !205)
!295 = !DILocation(line: 43, column: 10, scope: !181)
!296 = !DILocation(line: 0, scope: !207)
!297 = !DILocation(line: 50, column: 3, scope: !207)
!298 = distinct !{!298, !284, !299, !69, !70}
!299 = !DILocation(line: 49, column: 32, scope: !202)
!300 = !DILocation(line: 49, column: 12, scope: !301)
!301 = distinct !DILexicalBlock(scope: !204, file: !2, line: 48, column: 5)
!302 = !DILocation(line: 49, column: 32, scope: !301)
!303 = !DILocation(line: 49, column: 30, scope: !301)
!304 = !DILocation(line: 49, column: 9, scope: !301)
!305 = !DILocation(line: 48, column: 29, scope: !301)
!306 = !DILocation(line: 48, column: 23, scope: !301)
!307 = distinct !{!307, !293, !308, !69, !70}
!308 = !DILocation(line: 49, column: 32, scope: !204)
!309 = !DILocation(line: 52, column: 3, scope: !181)
!310 = !DILocation(line: 0, scope: !209)
!311 = !DILocation(line: 53, column: 3, scope: !209)
!312 = !DILocation(line: 53, column: 21, scope: !212)
!313 = !DILocation(line: 51, column: 10, scope: !314)
!314 = distinct !DILexicalBlock(scope: !207, file: !2, line: 50, column: 3)
!315 = !DILocation(line: 51, column: 17, scope: !314)
!316 = !DILocation(line: 51, column: 7, scope: !314)
!317 = !DILocation(line: 50, column: 27, scope: !314)
!318 = !DILocation(line: 50, column: 21, scope: !314)
!319 = distinct !{!319, !297, !320, !69, !70}
!320 = !DILocation(line: 51, column: 23, scope: !207)
!321 = !DILocation(line: 0, scope: !211)
!322 = !DILocation(line: 54, column: 5, scope: !211)
!323 = !DILocation(line: 0, scope: !214)
!324 = !DILocation(line: 56, column: 3, scope: !214)
!325 = !DILocation(line: 53, column: 27, scope: !212)
!326 = distinct !{!326, !311, !327, !69, !70}
!327 = !DILocation(line: 55, column: 28, scope: !209)
!328 = !DILocation(line: 55, column: 12, scope: !329)
!329 = distinct !DILexicalBlock(scope: !211, file: !2, line: 54, column: 5)
!330 = !DILocation(line: 55, column: 9, scope: !329)
!331 = !DILocation(line: 54, column: 29, scope: !329)
!332 = !DILocation(line: 54, column: 23, scope: !329)
!333 = distinct !{!333, !322, !334, !69, !70}
!334 = !DILocation(line: 55, column: 28, scope: !211)
!335 = !DILocation(line: 0, scope: !216)
!336 = !DILocation(line: 57, column: 5, scope: !216)
!337 = !DILocation(line: 56, column: 27, scope: !217)
!338 = !DILocation(line: 59, column: 3, scope: !181)
!339 = !DILocation(line: 60, column: 3, scope: !181)
!340 = !DILocation(line: 61, column: 3, scope: !181)
!341 = !DILocation(line: 62, column: 3, scope: !181)
!342 = !DILocation(line: 64, column: 1, scope: !181)
!343 = !DILocation(line: 56, column: 21, scope: !217)
!344 = distinct !{!344, !324, !345, !69, !70}
!345 = !DILocation(line: 58, column: 32, scope: !214)
!346 = !DILocation(line: 58, column: 12, scope: !347)
!347 = distinct !DILexicalBlock(scope: !216, file: !2, line: 57, column: 5)
!348 = !DILocation(line: 58, column: 29, scope: !347)
!349 = !DILocation(line: 58, column: 22, scope: !347)
!350 = !DILocation(line: 58, column: 9, scope: !347)
!351 = !DILocation(line: 57, column: 29, scope: !347)
!352 = !DILocation(line: 57, column: 23, scope: !347)
!353 = distinct !{!353, !336, !354, !69, !70}
!354 = !DILocation(line: 58, column: 32, scope: !216)
!355 = !DISubprogram(name: "malloc", scope: !226, file: !226, line: 553, type: !356, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!13, !358}
!358 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !359, line: 18, baseType: !360)
!359 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!360 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!361 = !DISubprogram(name: "calloc", scope: !226, file: !226, line: 556, type: !362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{!13, !358, !358}
!364 = !DISubprogram(name: "printf", scope: !365, file: !365, line: 356, type: !366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!365 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!366 = !DISubroutineType(types: !367)
!367 = !{!10, !368, null}
!368 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !229)
!369 = !DISubprogram(name: "free", scope: !226, file: !226, line: 568, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DISubroutineType(types: !371)
!371 = !{null, !13}
!372 = !DISubprogram(name: "strtol", scope: !226, file: !226, line: 177, type: !373, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{!375, !368, !376, !10}
!375 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!376 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
