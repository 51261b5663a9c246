; Option parallel with an array in memory private to each thread. In
; rows, every iteration of i writes all of s (s[0..m-1]) before it reads
; it, and no value of s crosses iterations: the anti and output
; dependences of s are all that join them. Each thread works on a heap
; copy of its own, and the last iteration (i = n - 1) on s itself, so s
; ends as the sequential loop leaves it (main prints it). In partial,
; iteration i writes s[i..m-1] only: the last iteration does not write
; all that the others do, so s stays shared and the loop sequential; so
; does past, which reads s[m], an element no iteration writes. In planes, T's two rows (one array of 2m elements in the model) are
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
;    8|     for (int j = 1; j < m; j++)
;    9|       A[i][j] = s[j] * s[j - 1];
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
;   22| __attribute__((noinline)) void past(int n, int m, double A[restrict n][m], double s[restrict m + 1]) {
;   23|   for (int i = 0; i < n; i++) {
;   24|     for (int j = 0; j < m; j++)
;   25|       s[j] = A[i][j] * 0.5 + i;
;   26|     for (int j = 0; j < m; j++)
;   27|       A[i][j] = s[j] - s[j + 1];
;   28|   }
;   29| }
;   30|
;   31| __attribute__((noinline)) void planes(int n, int m, double A[restrict n][m], double T[restrict 2][m]) {
;   32|   for (int i = 0; i < n; i++) {
;   33|     for (int j = 0; j < m; j++) {
;   34|       T[0][j] = A[i][j] * 2.0 + i;
;   35|       T[1][j] = A[i][j] + i;
;   36|     }
;   37|     for (int j = 1; j < m; j++)
;   38|       A[i][j] = T[0][j] * T[1][j - 1];
;   39|   }
;   40| }
;   41|
;   42| int main(int argc, char **argv) {
;   43|   int n = argc > 1 ? atoi(argv[1]) : 600;
;   44|   int m = argc > 2 ? atoi(argv[2]) : 1000;
;   45|   double (*A)[m] = malloc(sizeof(double) * n * m + 8);
;   46|   double *s = calloc(m + 1, sizeof(double));
;   47|   double (*T)[m] = calloc(2 * m + 1, sizeof(double));
;   48|   for (int i = 0; i < n; i++)
;   49|     for (int j = 0; j < m; j++)
;   50|       A[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
;   51|   rows(n, m, A, s);
;   52|   double t = 0, u = 0;
;   53|   for (int j = 0; j < m; j++)
;   54|     u += s[j] * (j + 1);
;   55|   partial(n, m, A, s);
;   56|   for (int i = 0; i < n; i++)
;   57|     for (int j = 0; j < m; j++)
;   58|       t += A[i][j] * (i + 1) + j;
;   59|   for (int j = 0; j < m; j++)
;   60|     u += s[j] * (j + 2);
;   61|   s[m] = 0.125;
;   62|   past(n, m, A, s);
;   63|   planes(n, m, A, T);
;   64|   for (int i = 0; i < n; i++)
;   65|     for (int j = 0; j < m; j++)
;   66|       t += A[i][j] * (i + 2);
;   67|   for (int r = 0; r < 2; r++)
;   68|     for (int j = 0; j < m; j++)
;   69|       u += T[r][j] * (r + j + 1);
;   70|   printf("%.6f %.6f\n", t, u);
;   71|   free(A);
;   72|   free(s);
;   73|   free(T);
;   74|   return 0;
;   75| }
; END-SOURCE
;
; REMARK: remark: privarr.c:5:3: SCoP rows.scop0 runs one loop on OpenMP threads (static schedule): loop c0, from line 5 (private to each thread: s (an array; the last iteration works on the array itself))
; REMARK-NOT: SCoP partial.scop0 runs
; REMARK-NOT: SCoP past.scop0 runs
; REMARK: remark: privarr.c:32:3: SCoP planes.scop0 runs one loop on OpenMP threads (static schedule): loop c0, from line 32 (private to each thread: v_tmp, T (an array; the last iteration works on the array itself))
; REMARK: remark: privarr.c:48:3: SCoP main.scop0 runs one loop on OpenMP threads
; partial and past keep their loops, without a fork.
; RUN: FileCheck --check-prefix=SHARED %s < %t.ll
; SHARED-LABEL: define dso_local void @partial(
; SHARED-NOT: __kmpc_fork_call
; SHARED: ret void
; SHARED-LABEL: define dso_local void @past(
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
  %cmp51 = icmp sgt i32 %n, 0, !dbg !49
  br i1 %cmp51, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !50

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp247 = icmp sgt i32 %m, 0
  %cmp1149 = icmp sgt i32 %m, 1
  %wide.trip.count62 = zext nneg i32 %n to i64, !dbg !49
  br label %for.cond1.preheader, !dbg !50

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup13
  %indvars.iv59 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %indvars.iv.next60, %for.cond.cleanup13 ]
    #dbg_value(i64 %indvars.iv59, !39, !DIExpression(), !48)
    #dbg_value(i32 0, !41, !DIExpression(), !51)
  br i1 %cmp247, label %for.body4.lr.ph, label %for.cond.cleanup13, !dbg !52

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %1 = mul nuw nsw i64 %indvars.iv59, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %1
  %2 = trunc nuw nsw i64 %indvars.iv59 to i32
  %conv = uitofp nneg i32 %2 to double
  br label %for.body4, !dbg !52

for.cond.cleanup:                                 ; preds = %for.cond.cleanup13, %entry
  ret void, !dbg !53

for.cond10.preheader:                             ; preds = %for.body4
    #dbg_value(i32 1, !45, !DIExpression(), !54)
  br i1 %cmp1149, label %for.body14.lr.ph, label %for.cond.cleanup13, !dbg !55

for.body14.lr.ph:                                 ; preds = %for.cond10.preheader
  %3 = mul nuw nsw i64 %indvars.iv59, %0
  %arrayidx20 = getelementptr inbounds double, ptr %A, i64 %3
  br label %for.body14, !dbg !55

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !41, !DIExpression(), !51)
  %arrayidx6 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !56
  %4 = load double, ptr %arrayidx6, align 8, !dbg !56, !tbaa !58
  %5 = tail call double @llvm.fmuladd.f64(double %4, double 2.000000e+00, double %conv), !dbg !62
  %arrayidx8 = getelementptr inbounds double, ptr %s, i64 %indvars.iv, !dbg !63
  store double %5, ptr %arrayidx8, align 8, !dbg !64, !tbaa !58
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !65
    #dbg_value(i64 %indvars.iv.next, !41, !DIExpression(), !51)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !66
  br i1 %exitcond.not, label %for.cond10.preheader, label %for.body4, !dbg !52, !llvm.loop !67

for.cond.cleanup13:                               ; preds = %for.body14, %for.cond1.preheader, %for.cond10.preheader
  %indvars.iv.next60 = add nuw nsw i64 %indvars.iv59, 1, !dbg !71
    #dbg_value(i64 %indvars.iv.next60, !39, !DIExpression(), !48)
  %exitcond63.not = icmp eq i64 %indvars.iv.next60, %wide.trip.count62, !dbg !49
  br i1 %exitcond63.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !50, !llvm.loop !72

for.body14:                                       ; preds = %for.body14.lr.ph, %for.body14
  %indvars.iv54 = phi i64 [ 1, %for.body14.lr.ph ], [ %indvars.iv.next55, %for.body14 ]
    #dbg_value(i64 %indvars.iv54, !45, !DIExpression(), !54)
  %arrayidx16 = getelementptr inbounds double, ptr %s, i64 %indvars.iv54, !dbg !74
  %6 = load double, ptr %arrayidx16, align 8, !dbg !74, !tbaa !58
  %arrayidx18 = getelementptr i8, ptr %arrayidx16, i64 -8, !dbg !76
  %7 = load double, ptr %arrayidx18, align 8, !dbg !76, !tbaa !58
  %mul = fmul double %6, %7, !dbg !77
  %arrayidx22 = getelementptr inbounds double, ptr %arrayidx20, i64 %indvars.iv54, !dbg !78
  store double %mul, ptr %arrayidx22, align 8, !dbg !79, !tbaa !58
  %indvars.iv.next55 = add nuw nsw i64 %indvars.iv54, 1, !dbg !80
    #dbg_value(i64 %indvars.iv.next55, !45, !DIExpression(), !54)
  %exitcond58.not = icmp eq i64 %indvars.iv.next55, %0, !dbg !81
  br i1 %exitcond58.not, label %for.cond.cleanup13, label %for.body14, !dbg !55, !llvm.loop !82
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @partial(i32 noundef %n, i32 noundef %m, ptr noalias nocapture noundef %A, ptr noalias nocapture noundef %s) local_unnamed_addr #0 !dbg !84 {
entry:
    #dbg_value(i32 %n, !86, !DIExpression(), !98)
    #dbg_value(i32 %m, !87, !DIExpression(), !98)
    #dbg_value(ptr %A, !88, !DIExpression(), !98)
    #dbg_value(ptr %s, !89, !DIExpression(), !98)
  %0 = zext i32 %m to i64
    #dbg_value(i32 0, !90, !DIExpression(), !99)
  %cmp49 = icmp sgt i32 %n, 0, !dbg !100
  br i1 %cmp49, label %for.cond1.preheader.preheader, label %for.cond.cleanup, !dbg !101

for.cond1.preheader.preheader:                    ; preds = %entry
  %1 = sext i32 %m to i64, !dbg !101
  %wide.trip.count60 = zext nneg i32 %n to i64, !dbg !100
  br label %for.cond1.preheader, !dbg !101

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond.cleanup13
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %indvars.iv.next, %for.cond.cleanup13 ]
    #dbg_value(i64 %indvars.iv, !90, !DIExpression(), !99)
    #dbg_value(i64 %indvars.iv, !92, !DIExpression(), !102)
  %cmp245 = icmp slt i64 %indvars.iv, %1, !dbg !103
  br i1 %cmp245, label %for.body4.lr.ph, label %for.cond.cleanup13, !dbg !105

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %2 = mul nuw nsw i64 %indvars.iv, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %2
  %3 = trunc nuw nsw i64 %indvars.iv to i32
  %conv = uitofp nneg i32 %3 to double
  br label %for.body4, !dbg !105

for.cond.cleanup:                                 ; preds = %for.cond.cleanup13, %entry
  ret void, !dbg !106

for.cond10.preheader:                             ; preds = %for.body4
    #dbg_value(i64 %indvars.iv, !96, !DIExpression(), !107)
  br i1 %cmp245, label %for.body14.lr.ph, label %for.cond.cleanup13, !dbg !108

for.body14.lr.ph:                                 ; preds = %for.cond10.preheader
  %4 = mul nuw nsw i64 %indvars.iv, %0
  %arrayidx18 = getelementptr inbounds double, ptr %A, i64 %4
  br label %for.body14, !dbg !108

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv51 = phi i64 [ %indvars.iv, %for.body4.lr.ph ], [ %indvars.iv.next52, %for.body4 ]
    #dbg_value(i64 %indvars.iv51, !92, !DIExpression(), !102)
  %arrayidx6 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv51, !dbg !109
  %5 = load double, ptr %arrayidx6, align 8, !dbg !109, !tbaa !58
  %6 = tail call double @llvm.fmuladd.f64(double %5, double 3.000000e+00, double %conv), !dbg !110
  %arrayidx8 = getelementptr inbounds double, ptr %s, i64 %indvars.iv51, !dbg !111
  store double %6, ptr %arrayidx8, align 8, !dbg !112, !tbaa !58
  %indvars.iv.next52 = add nuw nsw i64 %indvars.iv51, 1, !dbg !113
    #dbg_value(i64 %indvars.iv.next52, !92, !DIExpression(), !102)
  %exitcond.not = icmp eq i64 %indvars.iv.next52, %0, !dbg !103
  br i1 %exitcond.not, label %for.cond10.preheader, label %for.body4, !dbg !105, !llvm.loop !114

for.cond.cleanup13:                               ; preds = %for.body14, %for.cond1.preheader, %for.cond10.preheader
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !116
    #dbg_value(i64 %indvars.iv.next, !90, !DIExpression(), !99)
  %exitcond61.not = icmp eq i64 %indvars.iv.next, %wide.trip.count60, !dbg !100
  br i1 %exitcond61.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !101, !llvm.loop !117

for.body14:                                       ; preds = %for.body14.lr.ph, %for.body14
  %indvars.iv54 = phi i64 [ %indvars.iv, %for.body14.lr.ph ], [ %indvars.iv.next55, %for.body14 ]
    #dbg_value(i64 %indvars.iv54, !96, !DIExpression(), !107)
  %arrayidx16 = getelementptr inbounds double, ptr %s, i64 %indvars.iv54, !dbg !119
  %7 = load double, ptr %arrayidx16, align 8, !dbg !119, !tbaa !58
  %add = fadd double %7, 1.000000e+00, !dbg !121
  %arrayidx20 = getelementptr inbounds double, ptr %arrayidx18, i64 %indvars.iv54, !dbg !122
  store double %add, ptr %arrayidx20, align 8, !dbg !123, !tbaa !58
  %indvars.iv.next55 = add nuw nsw i64 %indvars.iv54, 1, !dbg !124
    #dbg_value(i64 %indvars.iv.next55, !96, !DIExpression(), !107)
  %exitcond58.not = icmp eq i64 %indvars.iv.next55, %0, !dbg !125
  br i1 %exitcond58.not, label %for.cond.cleanup13, label %for.body14, !dbg !108, !llvm.loop !126
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @past(i32 noundef %n, i32 noundef %m, ptr noalias nocapture noundef %A, ptr noalias nocapture noundef %s) local_unnamed_addr #0 !dbg !128 {
entry:
    #dbg_value(i32 %n, !130, !DIExpression(), !142)
    #dbg_value(i32 %m, !131, !DIExpression(), !142)
    #dbg_value(ptr %A, !132, !DIExpression(), !142)
    #dbg_value(ptr %s, !133, !DIExpression(), !142)
  %0 = zext i32 %m to i64
    #dbg_value(i32 0, !134, !DIExpression(), !143)
  %cmp52 = icmp sgt i32 %n, 0, !dbg !144
  br i1 %cmp52, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !145

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp248 = icmp sgt i32 %m, 0
  %wide.trip.count63 = zext nneg i32 %n to i64, !dbg !144
  br label %for.cond1.preheader, !dbg !145

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup13
  %indvars.iv60 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %indvars.iv.next61, %for.cond.cleanup13 ]
    #dbg_value(i64 %indvars.iv60, !134, !DIExpression(), !143)
    #dbg_value(i32 0, !136, !DIExpression(), !146)
  br i1 %cmp248, label %for.body4.lr.ph, label %for.cond.cleanup13, !dbg !147

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %1 = mul nuw nsw i64 %indvars.iv60, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %1
  %2 = trunc nuw nsw i64 %indvars.iv60 to i32
  %conv = uitofp nneg i32 %2 to double
  br label %for.body4, !dbg !147

for.cond.cleanup:                                 ; preds = %for.cond.cleanup13, %entry
  ret void, !dbg !148

for.cond10.preheader:                             ; preds = %for.body4
    #dbg_value(i32 0, !140, !DIExpression(), !149)
  br i1 %cmp248, label %for.body14.lr.ph, label %for.cond.cleanup13, !dbg !150

for.body14.lr.ph:                                 ; preds = %for.cond10.preheader
  %3 = mul nuw nsw i64 %indvars.iv60, %0
  %arrayidx21 = getelementptr inbounds double, ptr %A, i64 %3
  %.pre = load double, ptr %s, align 8, !dbg !151, !tbaa !58
  br label %for.body14, !dbg !150

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !136, !DIExpression(), !146)
  %arrayidx6 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !153
  %4 = load double, ptr %arrayidx6, align 8, !dbg !153, !tbaa !58
  %5 = tail call double @llvm.fmuladd.f64(double %4, double 5.000000e-01, double %conv), !dbg !155
  %arrayidx8 = getelementptr inbounds double, ptr %s, i64 %indvars.iv, !dbg !156
  store double %5, ptr %arrayidx8, align 8, !dbg !157, !tbaa !58
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !158
    #dbg_value(i64 %indvars.iv.next, !136, !DIExpression(), !146)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !159
  br i1 %exitcond.not, label %for.cond10.preheader, label %for.body4, !dbg !147, !llvm.loop !160

for.cond.cleanup13:                               ; preds = %for.body14, %for.cond1.preheader, %for.cond10.preheader
  %indvars.iv.next61 = add nuw nsw i64 %indvars.iv60, 1, !dbg !162
    #dbg_value(i64 %indvars.iv.next61, !134, !DIExpression(), !143)
  %exitcond64.not = icmp eq i64 %indvars.iv.next61, %wide.trip.count63, !dbg !144
  br i1 %exitcond64.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !145, !llvm.loop !163

for.body14:                                       ; preds = %for.body14.lr.ph, %for.body14
  %6 = phi double [ %.pre, %for.body14.lr.ph ], [ %7, %for.body14 ], !dbg !151
  %indvars.iv55 = phi i64 [ 0, %for.body14.lr.ph ], [ %indvars.iv.next56, %for.body14 ]
    #dbg_value(i64 %indvars.iv55, !140, !DIExpression(), !149)
  %indvars.iv.next56 = add nuw nsw i64 %indvars.iv55, 1, !dbg !165
  %arrayidx19 = getelementptr inbounds double, ptr %s, i64 %indvars.iv.next56, !dbg !166
  %7 = load double, ptr %arrayidx19, align 8, !dbg !166, !tbaa !58
  %sub = fsub double %6, %7, !dbg !167
  %arrayidx23 = getelementptr inbounds double, ptr %arrayidx21, i64 %indvars.iv55, !dbg !168
  store double %sub, ptr %arrayidx23, align 8, !dbg !169, !tbaa !58
    #dbg_value(i64 %indvars.iv.next56, !140, !DIExpression(), !149)
  %exitcond59.not = icmp eq i64 %indvars.iv.next56, %0, !dbg !170
  br i1 %exitcond59.not, label %for.cond.cleanup13, label %for.body14, !dbg !150, !llvm.loop !171
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @planes(i32 noundef %n, i32 noundef %m, ptr noalias nocapture noundef %A, ptr noalias nocapture noundef %T) local_unnamed_addr #0 !dbg !173 {
entry:
    #dbg_value(i32 %n, !177, !DIExpression(), !189)
    #dbg_value(i32 %m, !178, !DIExpression(), !189)
    #dbg_value(ptr %A, !179, !DIExpression(), !189)
    #dbg_value(ptr %T, !180, !DIExpression(), !189)
  %0 = zext i32 %m to i64
    #dbg_value(i32 0, !181, !DIExpression(), !190)
  %cmp68 = icmp sgt i32 %n, 0, !dbg !191
  br i1 %cmp68, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !192

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp264 = icmp sgt i32 %m, 0
  %arrayidx15 = getelementptr inbounds double, ptr %T, i64 %0
  %cmp2066 = icmp sgt i32 %m, 1
  %invariant.gep = getelementptr i8, ptr %arrayidx15, i64 -8
  %wide.trip.count79 = zext nneg i32 %n to i64, !dbg !191
  br label %for.cond1.preheader, !dbg !192

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup22
  %indvars.iv76 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %indvars.iv.next77, %for.cond.cleanup22 ]
    #dbg_value(i64 %indvars.iv76, !181, !DIExpression(), !190)
    #dbg_value(i32 0, !183, !DIExpression(), !193)
  br i1 %cmp264, label %for.body4.lr.ph, label %for.cond.cleanup22, !dbg !194

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %1 = mul nuw nsw i64 %indvars.iv76, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %1
  %2 = trunc nuw nsw i64 %indvars.iv76 to i32
  %conv = uitofp nneg i32 %2 to double
  br label %for.body4, !dbg !194

for.cond.cleanup:                                 ; preds = %for.cond.cleanup22, %entry
  ret void, !dbg !195

for.cond19.preheader:                             ; preds = %for.body4
    #dbg_value(i32 1, !187, !DIExpression(), !196)
  br i1 %cmp2066, label %for.body23.lr.ph, label %for.cond.cleanup22, !dbg !197

for.body23.lr.ph:                                 ; preds = %for.cond19.preheader
  %3 = mul nuw nsw i64 %indvars.iv76, %0
  %arrayidx31 = getelementptr inbounds double, ptr %A, i64 %3
  br label %for.body23, !dbg !197

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !183, !DIExpression(), !193)
  %arrayidx6 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !198
  %4 = load double, ptr %arrayidx6, align 8, !dbg !198, !tbaa !58
  %5 = tail call double @llvm.fmuladd.f64(double %4, double 2.000000e+00, double %conv), !dbg !201
  %arrayidx9 = getelementptr inbounds double, ptr %T, i64 %indvars.iv, !dbg !202
  store double %5, ptr %arrayidx9, align 8, !dbg !203, !tbaa !58
  %add = fadd double %4, %conv, !dbg !204
  %arrayidx17 = getelementptr inbounds double, ptr %arrayidx15, i64 %indvars.iv, !dbg !205
  store double %add, ptr %arrayidx17, align 8, !dbg !206, !tbaa !58
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !207
    #dbg_value(i64 %indvars.iv.next, !183, !DIExpression(), !193)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !208
  br i1 %exitcond.not, label %for.cond19.preheader, label %for.body4, !dbg !194, !llvm.loop !209

for.cond.cleanup22:                               ; preds = %for.body23, %for.cond1.preheader, %for.cond19.preheader
  %indvars.iv.next77 = add nuw nsw i64 %indvars.iv76, 1, !dbg !211
    #dbg_value(i64 %indvars.iv.next77, !181, !DIExpression(), !190)
  %exitcond80.not = icmp eq i64 %indvars.iv.next77, %wide.trip.count79, !dbg !191
  br i1 %exitcond80.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !192, !llvm.loop !212

for.body23:                                       ; preds = %for.body23.lr.ph, %for.body23
  %indvars.iv71 = phi i64 [ 1, %for.body23.lr.ph ], [ %indvars.iv.next72, %for.body23 ]
    #dbg_value(i64 %indvars.iv71, !187, !DIExpression(), !196)
  %arrayidx26 = getelementptr inbounds double, ptr %T, i64 %indvars.iv71, !dbg !214
  %6 = load double, ptr %arrayidx26, align 8, !dbg !214, !tbaa !58
  %gep = getelementptr double, ptr %invariant.gep, i64 %indvars.iv71, !dbg !216
  %7 = load double, ptr %gep, align 8, !dbg !216, !tbaa !58
  %mul = fmul double %6, %7, !dbg !217
  %arrayidx33 = getelementptr inbounds double, ptr %arrayidx31, i64 %indvars.iv71, !dbg !218
  store double %mul, ptr %arrayidx33, align 8, !dbg !219, !tbaa !58
  %indvars.iv.next72 = add nuw nsw i64 %indvars.iv71, 1, !dbg !220
    #dbg_value(i64 %indvars.iv.next72, !187, !DIExpression(), !196)
  %exitcond75.not = icmp eq i64 %indvars.iv.next72, %0, !dbg !221
  br i1 %exitcond75.not, label %for.cond.cleanup22, label %for.body23, !dbg !197, !llvm.loop !222
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !224 {
entry:
    #dbg_value(i32 %argc, !228, !DIExpression(), !261)
    #dbg_value(ptr %argv, !229, !DIExpression(), !261)
  %cmp = icmp sgt i32 %argc, 1, !dbg !262
  br i1 %cmp, label %cond.end, label %cond.end6, !dbg !263

cond.end:                                         ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !264
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !264, !tbaa !265
    #dbg_value(ptr %0, !267, !DIExpression(), !275)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #8, !dbg !277
  %conv.i = trunc i64 %call.i to i32, !dbg !278
    #dbg_value(i32 %conv.i, !230, !DIExpression(), !261)
  %cmp1.not = icmp eq i32 %argc, 2, !dbg !279
  br i1 %cmp1.not, label %cond.end6, label %cond.true2, !dbg !280

cond.true2:                                       ; preds = %cond.end
  %arrayidx3 = getelementptr inbounds i8, ptr %argv, i64 16, !dbg !281
  %1 = load ptr, ptr %arrayidx3, align 8, !dbg !281, !tbaa !265
    #dbg_value(ptr %1, !267, !DIExpression(), !282)
  %call.i216 = tail call i64 @strtol(ptr nocapture noundef nonnull %1, ptr noundef null, i32 noundef 10) #8, !dbg !284
  %conv.i217 = trunc i64 %call.i216 to i32, !dbg !285
  br label %cond.end6, !dbg !280

cond.end6:                                        ; preds = %entry, %cond.end, %cond.true2
  %cond220 = phi i32 [ %conv.i, %cond.true2 ], [ %conv.i, %cond.end ], [ 600, %entry ]
  %cond7 = phi i32 [ %conv.i217, %cond.true2 ], [ 1000, %cond.end ], [ 1000, %entry ], !dbg !280
    #dbg_value(i32 %cond7, !231, !DIExpression(), !261)
  %2 = zext i32 %cond7 to i64, !dbg !286
  %conv = sext i32 %cond220 to i64, !dbg !287
  %mul = shl nsw i64 %conv, 3, !dbg !288
  %conv8 = sext i32 %cond7 to i64, !dbg !289
  %mul9 = mul i64 %mul, %conv8, !dbg !290
  %add = add i64 %mul9, 8, !dbg !291
  %call10 = tail call noalias ptr @malloc(i64 noundef %add) #9, !dbg !292
    #dbg_value(ptr %call10, !232, !DIExpression(), !261)
  %add11 = add nsw i32 %cond7, 1, !dbg !293
  %conv12 = sext i32 %add11 to i64, !dbg !294
  %call13 = tail call noalias ptr @calloc(i64 noundef %conv12, i64 noundef 8) #10, !dbg !295
    #dbg_value(ptr %call13, !233, !DIExpression(), !261)
  %mul14 = shl nsw i32 %cond7, 1, !dbg !296
  %add15 = or disjoint i32 %mul14, 1, !dbg !297
  %conv16 = sext i32 %add15 to i64, !dbg !298
  %call17 = tail call noalias ptr @calloc(i64 noundef %conv16, i64 noundef 8) #10, !dbg !299
    #dbg_value(ptr %call17, !234, !DIExpression(), !261)
    #dbg_value(i32 0, !235, !DIExpression(), !300)
  %cmp18223 = icmp sgt i32 %cond220, 0, !dbg !301
  br i1 %cmp18223, label %for.cond20.preheader.lr.ph, label %for.cond.cleanup, !dbg !302

for.cond20.preheader.lr.ph:                       ; preds = %cond.end6
  %cmp21221 = icmp sgt i32 %cond7, 0
  %wide.trip.count264 = zext nneg i32 %cond220 to i64, !dbg !301
  br label %for.cond20.preheader, !dbg !302

for.cond20.preheader:                             ; preds = %for.cond20.preheader.lr.ph, %for.cond.cleanup23
  %indvars.iv260 = phi i64 [ 0, %for.cond20.preheader.lr.ph ], [ %indvars.iv.next261, %for.cond.cleanup23 ]
    #dbg_value(i64 %indvars.iv260, !235, !DIExpression(), !300)
    #dbg_value(i32 0, !237, !DIExpression(), !303)
  br i1 %cmp21221, label %for.body24.lr.ph, label %for.cond.cleanup23, !dbg !304

for.body24.lr.ph:                                 ; preds = %for.cond20.preheader
  %3 = mul nuw nsw i64 %indvars.iv260, 7
  %4 = mul nuw nsw i64 %indvars.iv260, %2
  %arrayidx29 = getelementptr inbounds double, ptr %call10, i64 %4
  br label %for.body24, !dbg !304

for.cond.cleanup:                                 ; preds = %for.cond.cleanup23, %cond.end6
  tail call void @rows(i32 noundef %cond220, i32 noundef %cond7, ptr noundef %call10, ptr noundef %call13), !dbg !305
    #dbg_value(double 0.000000e+00, !240, !DIExpression(), !261)
    #dbg_value(double 0.000000e+00, !241, !DIExpression(), !261)
    #dbg_value(i32 0, !242, !DIExpression(), !306)
  %cmp37225 = icmp sgt i32 %cond7, 0, !dbg !307
  br i1 %cmp37225, label %for.body40, label %for.cond.cleanup39, !dbg !309

for.cond.cleanup23:                               ; preds = %for.body24, %for.cond20.preheader
  %indvars.iv.next261 = add nuw nsw i64 %indvars.iv260, 1, !dbg !310
    #dbg_value(i64 %indvars.iv.next261, !235, !DIExpression(), !300)
  %exitcond265.not = icmp eq i64 %indvars.iv.next261, %wide.trip.count264, !dbg !301
  br i1 %exitcond265.not, label %for.cond.cleanup, label %for.cond20.preheader, !dbg !302, !llvm.loop !311

for.body24:                                       ; preds = %for.body24.lr.ph, %for.body24
  %indvars.iv = phi i64 [ 0, %for.body24.lr.ph ], [ %indvars.iv.next, %for.body24 ]
    #dbg_value(i64 %indvars.iv, !237, !DIExpression(), !303)
  %5 = mul nuw nsw i64 %indvars.iv, 3, !dbg !313
  %6 = add nuw nsw i64 %5, %3, !dbg !315
  %7 = trunc nuw i64 %6 to i32, !dbg !316
  %rem = urem i32 %7, 11, !dbg !316
  %conv28 = uitofp nneg i32 %rem to double, !dbg !317
  %div = fdiv double %conv28, 1.100000e+01, !dbg !318
  %arrayidx31 = getelementptr inbounds double, ptr %arrayidx29, i64 %indvars.iv, !dbg !319
  store double %div, ptr %arrayidx31, align 8, !dbg !320, !tbaa !58
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !321
    #dbg_value(i64 %indvars.iv.next, !237, !DIExpression(), !303)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %2, !dbg !322
  br i1 %exitcond.not, label %for.cond.cleanup23, label %for.body24, !dbg !304, !llvm.loop !323

for.cond.cleanup39:                               ; preds = %for.body40, %for.cond.cleanup
  %u.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %10, %for.body40 ], !dbg !261
  tail call void @partial(i32 noundef %cond220, i32 noundef %cond7, ptr noundef %call10, ptr noundef %call13), !dbg !325
    #dbg_value(i32 0, !244, !DIExpression(), !326)
    #dbg_value(double 0.000000e+00, !240, !DIExpression(), !261)
  br i1 %cmp18223, label %for.cond56.preheader.lr.ph, label %for.cond77.preheader, !dbg !327

for.cond56.preheader.lr.ph:                       ; preds = %for.cond.cleanup39
  %wide.trip.count280 = zext nneg i32 %cond220 to i64, !dbg !328
  br label %for.cond56.preheader, !dbg !327

for.body40:                                       ; preds = %for.cond.cleanup, %for.body40
  %indvars.iv266 = phi i64 [ %indvars.iv.next267, %for.body40 ], [ 0, %for.cond.cleanup ]
  %u.0226 = phi double [ %10, %for.body40 ], [ 0.000000e+00, %for.cond.cleanup ]
    #dbg_value(i64 %indvars.iv266, !242, !DIExpression(), !306)
    #dbg_value(double %u.0226, !241, !DIExpression(), !261)
  %arrayidx42 = getelementptr inbounds double, ptr %call13, i64 %indvars.iv266, !dbg !329
  %8 = load double, ptr %arrayidx42, align 8, !dbg !329, !tbaa !58
  %indvars.iv.next267 = add nuw nsw i64 %indvars.iv266, 1, !dbg !330
  %9 = trunc nuw nsw i64 %indvars.iv.next267 to i32, !dbg !331
  %conv44 = uitofp nneg i32 %9 to double, !dbg !331
  %10 = tail call double @llvm.fmuladd.f64(double %8, double %conv44, double %u.0226), !dbg !332
    #dbg_value(i64 %indvars.iv.next267, !242, !DIExpression(), !306)
    #dbg_value(double %10, !241, !DIExpression(), !261)
  %exitcond270.not = icmp eq i64 %indvars.iv.next267, %2, !dbg !307
  br i1 %exitcond270.not, label %for.cond.cleanup39, label %for.body40, !dbg !309, !llvm.loop !333

for.cond56.preheader:                             ; preds = %for.cond56.preheader.lr.ph, %for.cond.cleanup59
  %indvars.iv276 = phi i64 [ 0, %for.cond56.preheader.lr.ph ], [ %indvars.iv.next277.pre-phi, %for.cond.cleanup59 ]
  %t.0233 = phi double [ 0.000000e+00, %for.cond56.preheader.lr.ph ], [ %t.1.lcssa, %for.cond.cleanup59 ]
    #dbg_value(i64 %indvars.iv276, !244, !DIExpression(), !326)
    #dbg_value(i32 0, !246, !DIExpression(), !335)
    #dbg_value(double %t.0233, !240, !DIExpression(), !261)
  br i1 %cmp37225, label %for.body60.lr.ph, label %for.cond56.preheader.for.cond.cleanup59_crit_edge, !dbg !336

for.cond56.preheader.for.cond.cleanup59_crit_edge: ; preds = %for.cond56.preheader
  %.pre = add nuw nsw i64 %indvars.iv276, 1, !dbg !337
  br label %for.cond.cleanup59, !dbg !336

for.body60.lr.ph:                                 ; preds = %for.cond56.preheader
  %11 = mul nuw nsw i64 %indvars.iv276, %2
  %arrayidx62 = getelementptr inbounds double, ptr %call10, i64 %11
  %12 = add nuw nsw i64 %indvars.iv276, 1
  %13 = trunc nuw nsw i64 %12 to i32
  %conv66 = uitofp nneg i32 %13 to double
  br label %for.body60, !dbg !336

for.cond77.preheader:                             ; preds = %for.cond.cleanup59, %for.cond.cleanup39
  %t.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup39 ], [ %t.1.lcssa, %for.cond.cleanup59 ], !dbg !338
    #dbg_value(i32 0, !249, !DIExpression(), !339)
    #dbg_value(double %u.0.lcssa, !241, !DIExpression(), !261)
  br i1 %cmp37225, label %for.body81, label %for.cond.cleanup80, !dbg !340

for.cond.cleanup59:                               ; preds = %for.body60, %for.cond56.preheader.for.cond.cleanup59_crit_edge
  %indvars.iv.next277.pre-phi = phi i64 [ %.pre, %for.cond56.preheader.for.cond.cleanup59_crit_edge ], [ %12, %for.body60 ], !dbg !337
  %t.1.lcssa = phi double [ %t.0233, %for.cond56.preheader.for.cond.cleanup59_crit_edge ], [ %add69, %for.body60 ], !dbg !261
    #dbg_value(i64 %indvars.iv.next277.pre-phi, !244, !DIExpression(), !326)
    #dbg_value(double %t.1.lcssa, !240, !DIExpression(), !261)
  %exitcond281.not = icmp eq i64 %indvars.iv.next277.pre-phi, %wide.trip.count280, !dbg !328
  br i1 %exitcond281.not, label %for.cond77.preheader, label %for.cond56.preheader, !dbg !327, !llvm.loop !341

for.body60:                                       ; preds = %for.body60.lr.ph, %for.body60
  %indvars.iv271 = phi i64 [ 0, %for.body60.lr.ph ], [ %indvars.iv.next272, %for.body60 ]
  %t.1229 = phi double [ %t.0233, %for.body60.lr.ph ], [ %add69, %for.body60 ]
    #dbg_value(i64 %indvars.iv271, !246, !DIExpression(), !335)
    #dbg_value(double %t.1229, !240, !DIExpression(), !261)
  %arrayidx64 = getelementptr inbounds double, ptr %arrayidx62, i64 %indvars.iv271, !dbg !343
  %14 = load double, ptr %arrayidx64, align 8, !dbg !343, !tbaa !58
  %15 = trunc nuw nsw i64 %indvars.iv271 to i32, !dbg !345
  %conv68 = uitofp nneg i32 %15 to double, !dbg !345
  %16 = tail call double @llvm.fmuladd.f64(double %14, double %conv66, double %conv68), !dbg !346
  %add69 = fadd double %t.1229, %16, !dbg !347
    #dbg_value(double %add69, !240, !DIExpression(), !261)
  %indvars.iv.next272 = add nuw nsw i64 %indvars.iv271, 1, !dbg !348
    #dbg_value(i64 %indvars.iv.next272, !246, !DIExpression(), !335)
  %exitcond275.not = icmp eq i64 %indvars.iv.next272, %2, !dbg !349
  br i1 %exitcond275.not, label %for.cond.cleanup59, label %for.body60, !dbg !336, !llvm.loop !350

for.cond.cleanup80:                               ; preds = %for.body81, %for.cond77.preheader
  %u.1.lcssa = phi double [ %u.0.lcssa, %for.cond77.preheader ], [ %20, %for.body81 ], !dbg !261
  %arrayidx91 = getelementptr inbounds double, ptr %call13, i64 %conv8, !dbg !352
  store double 1.250000e-01, ptr %arrayidx91, align 8, !dbg !353, !tbaa !58
  tail call void @past(i32 noundef %cond220, i32 noundef %cond7, ptr noundef %call10, ptr noundef %call13), !dbg !354
  tail call void @planes(i32 noundef %cond220, i32 noundef %cond7, ptr noundef %call10, ptr noundef %call17), !dbg !355
    #dbg_value(i32 0, !251, !DIExpression(), !356)
    #dbg_value(double %t.0.lcssa, !240, !DIExpression(), !261)
  br i1 %cmp18223, label %for.cond99.preheader.lr.ph, label %for.cond117.preheader, !dbg !357

for.cond99.preheader.lr.ph:                       ; preds = %for.cond.cleanup80
  %wide.trip.count297 = zext nneg i32 %cond220 to i64, !dbg !358
  br label %for.cond99.preheader, !dbg !357

for.body81:                                       ; preds = %for.cond77.preheader, %for.body81
  %indvars.iv282 = phi i64 [ %indvars.iv.next283, %for.body81 ], [ 0, %for.cond77.preheader ]
  %u.1237 = phi double [ %20, %for.body81 ], [ %u.0.lcssa, %for.cond77.preheader ]
    #dbg_value(i64 %indvars.iv282, !249, !DIExpression(), !339)
    #dbg_value(double %u.1237, !241, !DIExpression(), !261)
  %arrayidx83 = getelementptr inbounds double, ptr %call13, i64 %indvars.iv282, !dbg !359
  %17 = load double, ptr %arrayidx83, align 8, !dbg !359, !tbaa !58
  %18 = trunc i64 %indvars.iv282 to i32, !dbg !361
  %19 = add i32 %18, 2, !dbg !361
  %conv85 = uitofp nneg i32 %19 to double, !dbg !361
  %20 = tail call double @llvm.fmuladd.f64(double %17, double %conv85, double %u.1237), !dbg !362
    #dbg_value(double %20, !241, !DIExpression(), !261)
  %indvars.iv.next283 = add nuw nsw i64 %indvars.iv282, 1, !dbg !363
    #dbg_value(i64 %indvars.iv.next283, !249, !DIExpression(), !339)
  %exitcond287.not = icmp eq i64 %indvars.iv.next283, %2, !dbg !364
  br i1 %exitcond287.not, label %for.cond.cleanup80, label %for.body81, !dbg !340, !llvm.loop !365

for.cond99.preheader:                             ; preds = %for.cond99.preheader.lr.ph, %for.cond.cleanup102
  %indvars.iv293 = phi i64 [ 0, %for.cond99.preheader.lr.ph ], [ %indvars.iv.next294, %for.cond.cleanup102 ]
  %t.2245 = phi double [ %t.0.lcssa, %for.cond99.preheader.lr.ph ], [ %t.3.lcssa, %for.cond.cleanup102 ]
    #dbg_value(i64 %indvars.iv293, !251, !DIExpression(), !356)
    #dbg_value(i32 0, !253, !DIExpression(), !367)
    #dbg_value(double %t.2245, !240, !DIExpression(), !261)
  br i1 %cmp37225, label %for.body103.lr.ph, label %for.cond.cleanup102, !dbg !368

for.body103.lr.ph:                                ; preds = %for.cond99.preheader
  %21 = mul nuw nsw i64 %indvars.iv293, %2
  %arrayidx105 = getelementptr inbounds double, ptr %call10, i64 %21
  %22 = trunc i64 %indvars.iv293 to i32
  %23 = add i32 %22, 2
  %conv109 = uitofp nneg i32 %23 to double
  br label %for.body103, !dbg !368

for.cond117.preheader:                            ; preds = %for.cond.cleanup102, %for.cond.cleanup80
  %t.2.lcssa = phi double [ %t.0.lcssa, %for.cond.cleanup80 ], [ %t.3.lcssa, %for.cond.cleanup102 ], !dbg !338
    #dbg_value(i32 0, !256, !DIExpression(), !369)
    #dbg_value(double %u.1.lcssa, !241, !DIExpression(), !261)
  br label %for.cond123.preheader, !dbg !370

for.cond.cleanup102:                              ; preds = %for.body103, %for.cond99.preheader
  %t.3.lcssa = phi double [ %t.2245, %for.cond99.preheader ], [ %25, %for.body103 ], !dbg !261
  %indvars.iv.next294 = add nuw nsw i64 %indvars.iv293, 1, !dbg !371
    #dbg_value(i64 %indvars.iv.next294, !251, !DIExpression(), !356)
    #dbg_value(double %t.3.lcssa, !240, !DIExpression(), !261)
  %exitcond298.not = icmp eq i64 %indvars.iv.next294, %wide.trip.count297, !dbg !358
  br i1 %exitcond298.not, label %for.cond117.preheader, label %for.cond99.preheader, !dbg !357, !llvm.loop !372

for.body103:                                      ; preds = %for.body103.lr.ph, %for.body103
  %indvars.iv288 = phi i64 [ 0, %for.body103.lr.ph ], [ %indvars.iv.next289, %for.body103 ]
  %t.3241 = phi double [ %t.2245, %for.body103.lr.ph ], [ %25, %for.body103 ]
    #dbg_value(i64 %indvars.iv288, !253, !DIExpression(), !367)
    #dbg_value(double %t.3241, !240, !DIExpression(), !261)
  %arrayidx107 = getelementptr inbounds double, ptr %arrayidx105, i64 %indvars.iv288, !dbg !374
  %24 = load double, ptr %arrayidx107, align 8, !dbg !374, !tbaa !58
  %25 = tail call double @llvm.fmuladd.f64(double %24, double %conv109, double %t.3241), !dbg !376
    #dbg_value(double %25, !240, !DIExpression(), !261)
  %indvars.iv.next289 = add nuw nsw i64 %indvars.iv288, 1, !dbg !377
    #dbg_value(i64 %indvars.iv.next289, !253, !DIExpression(), !367)
  %exitcond292.not = icmp eq i64 %indvars.iv.next289, %2, !dbg !378
  br i1 %exitcond292.not, label %for.cond.cleanup102, label %for.body103, !dbg !368, !llvm.loop !379

for.cond123.preheader:                            ; preds = %for.cond117.preheader, %for.cond.cleanup126
  %indvars.iv305 = phi i64 [ 0, %for.cond117.preheader ], [ %indvars.iv.next306.pre-phi, %for.cond.cleanup126 ]
  %u.2252 = phi double [ %u.1.lcssa, %for.cond117.preheader ], [ %u.3.lcssa, %for.cond.cleanup126 ]
    #dbg_value(i64 %indvars.iv305, !256, !DIExpression(), !369)
    #dbg_value(i32 0, !258, !DIExpression(), !381)
    #dbg_value(double %u.2252, !241, !DIExpression(), !261)
  br i1 %cmp37225, label %for.body127.lr.ph, label %for.cond123.preheader.for.cond.cleanup126_crit_edge, !dbg !382

for.cond123.preheader.for.cond.cleanup126_crit_edge: ; preds = %for.cond123.preheader
  %.pre310 = add nuw nsw i64 %indvars.iv305, 1, !dbg !383
  br label %for.cond.cleanup126, !dbg !382

for.body127.lr.ph:                                ; preds = %for.cond123.preheader
  %26 = mul nuw nsw i64 %indvars.iv305, %2
  %arrayidx129 = getelementptr inbounds double, ptr %call17, i64 %26
  %27 = add nuw nsw i64 %indvars.iv305, 1
  br label %for.body127, !dbg !382

for.cond.cleanup120:                              ; preds = %for.cond.cleanup126
  %call142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %t.2.lcssa, double noundef %u.3.lcssa), !dbg !384
  tail call void @free(ptr noundef %call10) #8, !dbg !385
  tail call void @free(ptr noundef %call13) #8, !dbg !386
  tail call void @free(ptr noundef %call17) #8, !dbg !387
  ret i32 0, !dbg !388

for.cond.cleanup126:                              ; preds = %for.body127, %for.cond123.preheader.for.cond.cleanup126_crit_edge
  %indvars.iv.next306.pre-phi = phi i64 [ %.pre310, %for.cond123.preheader.for.cond.cleanup126_crit_edge ], [ %27, %for.body127 ], !dbg !383
  %u.3.lcssa = phi double [ %u.2252, %for.cond123.preheader.for.cond.cleanup126_crit_edge ], [ %31, %for.body127 ], !dbg !261
    #dbg_value(i64 %indvars.iv.next306.pre-phi, !256, !DIExpression(), !369)
    #dbg_value(double %u.3.lcssa, !241, !DIExpression(), !261)
  %cmp118 = icmp eq i64 %indvars.iv305, 0, !dbg !389
  br i1 %cmp118, label %for.cond123.preheader, label %for.cond.cleanup120, !dbg !370, !llvm.loop !390

for.body127:                                      ; preds = %for.body127.lr.ph, %for.body127
  %indvars.iv299 = phi i64 [ 0, %for.body127.lr.ph ], [ %indvars.iv.next300, %for.body127 ]
  %u.3249 = phi double [ %u.2252, %for.body127.lr.ph ], [ %31, %for.body127 ]
    #dbg_value(i64 %indvars.iv299, !258, !DIExpression(), !381)
    #dbg_value(double %u.3249, !241, !DIExpression(), !261)
  %arrayidx131 = getelementptr inbounds double, ptr %arrayidx129, i64 %indvars.iv299, !dbg !392
  %28 = load double, ptr %arrayidx131, align 8, !dbg !392, !tbaa !58
  %29 = add nuw nsw i64 %27, %indvars.iv299, !dbg !394
  %30 = trunc nuw i64 %29 to i32, !dbg !395
  %conv134 = uitofp nneg i32 %30 to double, !dbg !395
  %31 = tail call double @llvm.fmuladd.f64(double %28, double %conv134, double %u.3249), !dbg !396
    #dbg_value(double %31, !241, !DIExpression(), !261)
  %indvars.iv.next300 = add nuw nsw i64 %indvars.iv299, 1, !dbg !397
    #dbg_value(i64 %indvars.iv.next300, !258, !DIExpression(), !381)
  %exitcond304.not = icmp eq i64 %indvars.iv.next300, %2, !dbg !398
  br i1 %exitcond304.not, label %for.cond.cleanup126, label %for.body127, !dbg !382, !llvm.loop !399
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !401 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !407 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !410 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !415 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !418 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "privarr.c", directory: ".", checksumkind: CSK_MD5, checksum: "d10a03836f8bcbb6020358bb70035916")
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
!76 = !DILocation(line: 9, column: 24, scope: !75)
!77 = !DILocation(line: 9, column: 22, scope: !75)
!78 = !DILocation(line: 9, column: 7, scope: !75)
!79 = !DILocation(line: 9, column: 15, scope: !75)
!80 = !DILocation(line: 8, column: 29, scope: !75)
!81 = !DILocation(line: 8, column: 23, scope: !75)
!82 = distinct !{!82, !55, !83, !69, !70}
!83 = !DILocation(line: 9, column: 31, scope: !46)
!84 = distinct !DISubprogram(name: "partial", scope: !2, file: !2, line: 13, type: !25, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !85)
!85 = !{!86, !87, !88, !89, !90, !92, !96}
!86 = !DILocalVariable(name: "n", arg: 1, scope: !84, file: !2, line: 13, type: !10)
!87 = !DILocalVariable(name: "m", arg: 2, scope: !84, file: !2, line: 13, type: !10)
!88 = !DILocalVariable(name: "A", arg: 3, scope: !84, file: !2, line: 13, type: !27)
!89 = !DILocalVariable(name: "s", arg: 4, scope: !84, file: !2, line: 13, type: !32)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 14, type: !10)
!91 = distinct !DILexicalBlock(scope: !84, file: !2, line: 14, column: 3)
!92 = !DILocalVariable(name: "j", scope: !93, file: !2, line: 15, type: !10)
!93 = distinct !DILexicalBlock(scope: !94, file: !2, line: 15, column: 5)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 14, column: 31)
!95 = distinct !DILexicalBlock(scope: !91, file: !2, line: 14, column: 3)
!96 = !DILocalVariable(name: "j", scope: !97, file: !2, line: 17, type: !10)
!97 = distinct !DILexicalBlock(scope: !94, file: !2, line: 17, column: 5)
!98 = !DILocation(line: 0, scope: !84)
!99 = !DILocation(line: 0, scope: !91)
!100 = !DILocation(line: 14, column: 21, scope: !95)
!101 = !DILocation(line: 14, column: 3, scope: !91)
!102 = !DILocation(line: 0, scope: !93)
!103 = !DILocation(line: 15, column: 23, scope: !104)
!104 = distinct !DILexicalBlock(scope: !93, file: !2, line: 15, column: 5)
!105 = !DILocation(line: 15, column: 5, scope: !93)
!106 = !DILocation(line: 20, column: 1, scope: !84)
!107 = !DILocation(line: 0, scope: !97)
!108 = !DILocation(line: 17, column: 5, scope: !97)
!109 = !DILocation(line: 16, column: 14, scope: !104)
!110 = !DILocation(line: 16, column: 28, scope: !104)
!111 = !DILocation(line: 16, column: 7, scope: !104)
!112 = !DILocation(line: 16, column: 12, scope: !104)
!113 = !DILocation(line: 15, column: 29, scope: !104)
!114 = distinct !{!114, !105, !115, !69, !70}
!115 = !DILocation(line: 16, column: 30, scope: !93)
!116 = !DILocation(line: 14, column: 27, scope: !95)
!117 = distinct !{!117, !101, !118, !69, !70}
!118 = !DILocation(line: 19, column: 3, scope: !91)
!119 = !DILocation(line: 18, column: 17, scope: !120)
!120 = distinct !DILexicalBlock(scope: !97, file: !2, line: 17, column: 5)
!121 = !DILocation(line: 18, column: 22, scope: !120)
!122 = !DILocation(line: 18, column: 7, scope: !120)
!123 = !DILocation(line: 18, column: 15, scope: !120)
!124 = !DILocation(line: 17, column: 29, scope: !120)
!125 = !DILocation(line: 17, column: 23, scope: !120)
!126 = distinct !{!126, !108, !127, !69, !70}
!127 = !DILocation(line: 18, column: 24, scope: !97)
!128 = distinct !DISubprogram(name: "past", scope: !2, file: !2, line: 22, type: !25, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !129)
!129 = !{!130, !131, !132, !133, !134, !136, !140}
!130 = !DILocalVariable(name: "n", arg: 1, scope: !128, file: !2, line: 22, type: !10)
!131 = !DILocalVariable(name: "m", arg: 2, scope: !128, file: !2, line: 22, type: !10)
!132 = !DILocalVariable(name: "A", arg: 3, scope: !128, file: !2, line: 22, type: !27)
!133 = !DILocalVariable(name: "s", arg: 4, scope: !128, file: !2, line: 22, type: !32)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 23, type: !10)
!135 = distinct !DILexicalBlock(scope: !128, file: !2, line: 23, column: 3)
!136 = !DILocalVariable(name: "j", scope: !137, file: !2, line: 24, type: !10)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 24, column: 5)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 23, column: 31)
!139 = distinct !DILexicalBlock(scope: !135, file: !2, line: 23, column: 3)
!140 = !DILocalVariable(name: "j", scope: !141, file: !2, line: 26, type: !10)
!141 = distinct !DILexicalBlock(scope: !138, file: !2, line: 26, column: 5)
!142 = !DILocation(line: 0, scope: !128)
!143 = !DILocation(line: 0, scope: !135)
!144 = !DILocation(line: 23, column: 21, scope: !139)
!145 = !DILocation(line: 23, column: 3, scope: !135)
!146 = !DILocation(line: 0, scope: !137)
!147 = !DILocation(line: 24, column: 5, scope: !137)
!148 = !DILocation(line: 29, column: 1, scope: !128)
!149 = !DILocation(line: 0, scope: !141)
!150 = !DILocation(line: 26, column: 5, scope: !141)
!151 = !DILocation(line: 27, column: 17, scope: !152)
!152 = distinct !DILexicalBlock(scope: !141, file: !2, line: 26, column: 5)
!153 = !DILocation(line: 25, column: 14, scope: !154)
!154 = distinct !DILexicalBlock(scope: !137, file: !2, line: 24, column: 5)
!155 = !DILocation(line: 25, column: 28, scope: !154)
!156 = !DILocation(line: 25, column: 7, scope: !154)
!157 = !DILocation(line: 25, column: 12, scope: !154)
!158 = !DILocation(line: 24, column: 29, scope: !154)
!159 = !DILocation(line: 24, column: 23, scope: !154)
!160 = distinct !{!160, !147, !161, !69, !70}
!161 = !DILocation(line: 25, column: 30, scope: !137)
!162 = !DILocation(line: 23, column: 27, scope: !139)
!163 = distinct !{!163, !145, !164, !69, !70}
!164 = !DILocation(line: 28, column: 3, scope: !135)
!165 = !DILocation(line: 27, column: 28, scope: !152)
!166 = !DILocation(line: 27, column: 24, scope: !152)
!167 = !DILocation(line: 27, column: 22, scope: !152)
!168 = !DILocation(line: 27, column: 7, scope: !152)
!169 = !DILocation(line: 27, column: 15, scope: !152)
!170 = !DILocation(line: 26, column: 23, scope: !152)
!171 = distinct !{!171, !150, !172, !69, !70}
!172 = !DILocation(line: 27, column: 31, scope: !141)
!173 = distinct !DISubprogram(name: "planes", scope: !2, file: !2, line: 31, type: !174, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !176)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !10, !10, !27, !27}
!176 = !{!177, !178, !179, !180, !181, !183, !187}
!177 = !DILocalVariable(name: "n", arg: 1, scope: !173, file: !2, line: 31, type: !10)
!178 = !DILocalVariable(name: "m", arg: 2, scope: !173, file: !2, line: 31, type: !10)
!179 = !DILocalVariable(name: "A", arg: 3, scope: !173, file: !2, line: 31, type: !27)
!180 = !DILocalVariable(name: "T", arg: 4, scope: !173, file: !2, line: 31, type: !27)
!181 = !DILocalVariable(name: "i", scope: !182, file: !2, line: 32, type: !10)
!182 = distinct !DILexicalBlock(scope: !173, file: !2, line: 32, column: 3)
!183 = !DILocalVariable(name: "j", scope: !184, file: !2, line: 33, type: !10)
!184 = distinct !DILexicalBlock(scope: !185, file: !2, line: 33, column: 5)
!185 = distinct !DILexicalBlock(scope: !186, file: !2, line: 32, column: 31)
!186 = distinct !DILexicalBlock(scope: !182, file: !2, line: 32, column: 3)
!187 = !DILocalVariable(name: "j", scope: !188, file: !2, line: 37, type: !10)
!188 = distinct !DILexicalBlock(scope: !185, file: !2, line: 37, column: 5)
!189 = !DILocation(line: 0, scope: !173)
!190 = !DILocation(line: 0, scope: !182)
!191 = !DILocation(line: 32, column: 21, scope: !186)
!192 = !DILocation(line: 32, column: 3, scope: !182)
!193 = !DILocation(line: 0, scope: !184)
!194 = !DILocation(line: 33, column: 5, scope: !184)
!195 = !DILocation(line: 40, column: 1, scope: !173)
!196 = !DILocation(line: 0, scope: !188)
!197 = !DILocation(line: 37, column: 5, scope: !188)
!198 = !DILocation(line: 34, column: 17, scope: !199)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 33, column: 33)
!200 = distinct !DILexicalBlock(scope: !184, file: !2, line: 33, column: 5)
!201 = !DILocation(line: 34, column: 31, scope: !199)
!202 = !DILocation(line: 34, column: 7, scope: !199)
!203 = !DILocation(line: 34, column: 15, scope: !199)
!204 = !DILocation(line: 35, column: 25, scope: !199)
!205 = !DILocation(line: 35, column: 7, scope: !199)
!206 = !DILocation(line: 35, column: 15, scope: !199)
!207 = !DILocation(line: 33, column: 29, scope: !200)
!208 = !DILocation(line: 33, column: 23, scope: !200)
!209 = distinct !{!209, !194, !210, !69, !70}
!210 = !DILocation(line: 36, column: 5, scope: !184)
!211 = !DILocation(line: 32, column: 27, scope: !186)
!212 = distinct !{!212, !192, !213, !69, !70}
!213 = !DILocation(line: 39, column: 3, scope: !182)
!214 = !DILocation(line: 38, column: 17, scope: !215)
!215 = distinct !DILexicalBlock(scope: !188, file: !2, line: 37, column: 5)
!216 = !DILocation(line: 38, column: 27, scope: !215)
!217 = !DILocation(line: 38, column: 25, scope: !215)
!218 = !DILocation(line: 38, column: 7, scope: !215)
!219 = !DILocation(line: 38, column: 15, scope: !215)
!220 = !DILocation(line: 37, column: 29, scope: !215)
!221 = !DILocation(line: 37, column: 23, scope: !215)
!222 = distinct !{!222, !197, !223, !69, !70}
!223 = !DILocation(line: 38, column: 37, scope: !188)
!224 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 42, type: !225, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !227)
!225 = !DISubroutineType(types: !226)
!226 = !{!10, !10, !11}
!227 = !{!228, !229, !230, !231, !232, !233, !234, !235, !237, !240, !241, !242, !244, !246, !249, !251, !253, !256, !258}
!228 = !DILocalVariable(name: "argc", arg: 1, scope: !224, file: !2, line: 42, type: !10)
!229 = !DILocalVariable(name: "argv", arg: 2, scope: !224, file: !2, line: 42, type: !11)
!230 = !DILocalVariable(name: "n", scope: !224, file: !2, line: 43, type: !10)
!231 = !DILocalVariable(name: "m", scope: !224, file: !2, line: 44, type: !10)
!232 = !DILocalVariable(name: "A", scope: !224, file: !2, line: 45, type: !28)
!233 = !DILocalVariable(name: "s", scope: !224, file: !2, line: 46, type: !33)
!234 = !DILocalVariable(name: "T", scope: !224, file: !2, line: 47, type: !28)
!235 = !DILocalVariable(name: "i", scope: !236, file: !2, line: 48, type: !10)
!236 = distinct !DILexicalBlock(scope: !224, file: !2, line: 48, column: 3)
!237 = !DILocalVariable(name: "j", scope: !238, file: !2, line: 49, type: !10)
!238 = distinct !DILexicalBlock(scope: !239, file: !2, line: 49, column: 5)
!239 = distinct !DILexicalBlock(scope: !236, file: !2, line: 48, column: 3)
!240 = !DILocalVariable(name: "t", scope: !224, file: !2, line: 52, type: !9)
!241 = !DILocalVariable(name: "u", scope: !224, file: !2, line: 52, type: !9)
!242 = !DILocalVariable(name: "j", scope: !243, file: !2, line: 53, type: !10)
!243 = distinct !DILexicalBlock(scope: !224, file: !2, line: 53, column: 3)
!244 = !DILocalVariable(name: "i", scope: !245, file: !2, line: 56, type: !10)
!245 = distinct !DILexicalBlock(scope: !224, file: !2, line: 56, column: 3)
!246 = !DILocalVariable(name: "j", scope: !247, file: !2, line: 57, type: !10)
!247 = distinct !DILexicalBlock(scope: !248, file: !2, line: 57, column: 5)
!248 = distinct !DILexicalBlock(scope: !245, file: !2, line: 56, column: 3)
!249 = !DILocalVariable(name: "j", scope: !250, file: !2, line: 59, type: !10)
!250 = distinct !DILexicalBlock(scope: !224, file: !2, line: 59, column: 3)
!251 = !DILocalVariable(name: "i", scope: !252, file: !2, line: 64, type: !10)
!252 = distinct !DILexicalBlock(scope: !224, file: !2, line: 64, column: 3)
!253 = !DILocalVariable(name: "j", scope: !254, file: !2, line: 65, type: !10)
!254 = distinct !DILexicalBlock(scope: !255, file: !2, line: 65, column: 5)
!255 = distinct !DILexicalBlock(scope: !252, file: !2, line: 64, column: 3)
!256 = !DILocalVariable(name: "r", scope: !257, file: !2, line: 67, type: !10)
!257 = distinct !DILexicalBlock(scope: !224, file: !2, line: 67, column: 3)
!258 = !DILocalVariable(name: "j", scope: !259, file: !2, line: 68, type: !10)
!259 = distinct !DILexicalBlock(scope: !260, file: !2, line: 68, column: 5)
!260 = distinct !DILexicalBlock(scope: !257, file: !2, line: 67, column: 3)
!261 = !DILocation(line: 0, scope: !224)
!262 = !DILocation(line: 43, column: 16, scope: !224)
!263 = !DILocation(line: 43, column: 11, scope: !224)
!264 = !DILocation(line: 43, column: 27, scope: !224)
!265 = !{!266, !266, i64 0}
!266 = !{!"any pointer", !60, i64 0}
!267 = !DILocalVariable(name: "__nptr", arg: 1, scope: !268, file: !269, line: 362, type: !272)
!268 = distinct !DISubprogram(name: "atoi", scope: !269, file: !269, line: 362, type: !270, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !274)
!269 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!270 = !DISubroutineType(types: !271)
!271 = !{!10, !272}
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!274 = !{!267}
!275 = !DILocation(line: 0, scope: !268, inlinedAt: !276)
!276 = distinct !DILocation(line: 43, column: 22, scope: !224)
!277 = !DILocation(line: 364, column: 16, scope: !268, inlinedAt: !276)
!278 = !DILocation(line: 364, column: 10, scope: !268, inlinedAt: !276)
!279 = !DILocation(line: 44, column: 16, scope: !224)
!280 = !DILocation(line: 44, column: 11, scope: !224)
!281 = !DILocation(line: 44, column: 27, scope: !224)
!282 = !DILocation(line: 0, scope: !268, inlinedAt: !283)
!283 = distinct !DILocation(line: 44, column: 22, scope: !224)
!284 = !DILocation(line: 364, column: 16, scope: !268, inlinedAt: !283)
!285 = !DILocation(line: 364, column: 10, scope: !268, inlinedAt: !283)
!286 = !DILocation(line: 45, column: 3, scope: !224)
!287 = !DILocation(line: 45, column: 44, scope: !224)
!288 = !DILocation(line: 45, column: 42, scope: !224)
!289 = !DILocation(line: 45, column: 48, scope: !224)
!290 = !DILocation(line: 45, column: 46, scope: !224)
!291 = !DILocation(line: 45, column: 50, scope: !224)
!292 = !DILocation(line: 45, column: 20, scope: !224)
!293 = !DILocation(line: 46, column: 24, scope: !224)
!294 = !DILocation(line: 46, column: 22, scope: !224)
!295 = !DILocation(line: 46, column: 15, scope: !224)
!296 = !DILocation(line: 47, column: 29, scope: !224)
!297 = !DILocation(line: 47, column: 33, scope: !224)
!298 = !DILocation(line: 47, column: 27, scope: !224)
!299 = !DILocation(line: 47, column: 20, scope: !224)
!300 = !DILocation(line: 0, scope: !236)
!301 = !DILocation(line: 48, column: 21, scope: !239)
!302 = !DILocation(line: 48, column: 3, scope: !236)
!303 = !DILocation(line: 0, scope: !238)
!304 = !DILocation(line: 49, column: 5, scope: !238)
!305 = !DILocation(line: 51, column: 3, scope: !224)
!306 = !DILocation(line: 0, scope: !243)
!307 = !DILocation(line: 53, column: 21, scope: !308)
!308 = distinct !DILexicalBlock(scope: !243, file: !2, line: 53, column: 3)
!309 = !DILocation(line: 53, column: 3, scope: !243)
!310 = !DILocation(line: 48, column: 27, scope: !239)
!311 = distinct !{!311, !302, !312, !69, !70}
!312 = !DILocation(line: 50, column: 50, scope: !236)
!313 = !DILocation(line: 50, column: 37, scope: !314)
!314 = distinct !DILexicalBlock(scope: !238, file: !2, line: 49, column: 5)
!315 = !DILocation(line: 50, column: 33, scope: !314)
!316 = !DILocation(line: 50, column: 42, scope: !314)
!317 = !DILocation(line: 50, column: 17, scope: !314)
!318 = !DILocation(line: 50, column: 48, scope: !314)
!319 = !DILocation(line: 50, column: 7, scope: !314)
!320 = !DILocation(line: 50, column: 15, scope: !314)
!321 = !DILocation(line: 49, column: 29, scope: !314)
!322 = !DILocation(line: 49, column: 23, scope: !314)
!323 = distinct !{!323, !304, !324, !69, !70}
!324 = !DILocation(line: 50, column: 50, scope: !238)
!325 = !DILocation(line: 55, column: 3, scope: !224)
!326 = !DILocation(line: 0, scope: !245)
!327 = !DILocation(line: 56, column: 3, scope: !245)
!328 = !DILocation(line: 56, column: 21, scope: !248)
!329 = !DILocation(line: 54, column: 10, scope: !308)
!330 = !DILocation(line: 54, column: 20, scope: !308)
!331 = !DILocation(line: 54, column: 17, scope: !308)
!332 = !DILocation(line: 54, column: 7, scope: !308)
!333 = distinct !{!333, !309, !334, !69, !70}
!334 = !DILocation(line: 54, column: 23, scope: !243)
!335 = !DILocation(line: 0, scope: !247)
!336 = !DILocation(line: 57, column: 5, scope: !247)
!337 = !DILocation(line: 56, column: 27, scope: !248)
!338 = !DILocation(line: 52, column: 10, scope: !224)
!339 = !DILocation(line: 0, scope: !250)
!340 = !DILocation(line: 59, column: 3, scope: !250)
!341 = distinct !{!341, !327, !342, !69, !70}
!342 = !DILocation(line: 58, column: 32, scope: !245)
!343 = !DILocation(line: 58, column: 12, scope: !344)
!344 = distinct !DILexicalBlock(scope: !247, file: !2, line: 57, column: 5)
!345 = !DILocation(line: 58, column: 32, scope: !344)
!346 = !DILocation(line: 58, column: 30, scope: !344)
!347 = !DILocation(line: 58, column: 9, scope: !344)
!348 = !DILocation(line: 57, column: 29, scope: !344)
!349 = !DILocation(line: 57, column: 23, scope: !344)
!350 = distinct !{!350, !336, !351, !69, !70}
!351 = !DILocation(line: 58, column: 32, scope: !247)
!352 = !DILocation(line: 61, column: 3, scope: !224)
!353 = !DILocation(line: 61, column: 8, scope: !224)
!354 = !DILocation(line: 62, column: 3, scope: !224)
!355 = !DILocation(line: 63, column: 3, scope: !224)
!356 = !DILocation(line: 0, scope: !252)
!357 = !DILocation(line: 64, column: 3, scope: !252)
!358 = !DILocation(line: 64, column: 21, scope: !255)
!359 = !DILocation(line: 60, column: 10, scope: !360)
!360 = distinct !DILexicalBlock(scope: !250, file: !2, line: 59, column: 3)
!361 = !DILocation(line: 60, column: 17, scope: !360)
!362 = !DILocation(line: 60, column: 7, scope: !360)
!363 = !DILocation(line: 59, column: 27, scope: !360)
!364 = !DILocation(line: 59, column: 21, scope: !360)
!365 = distinct !{!365, !340, !366, !69, !70}
!366 = !DILocation(line: 60, column: 23, scope: !250)
!367 = !DILocation(line: 0, scope: !254)
!368 = !DILocation(line: 65, column: 5, scope: !254)
!369 = !DILocation(line: 0, scope: !257)
!370 = !DILocation(line: 67, column: 3, scope: !257)
!371 = !DILocation(line: 64, column: 27, scope: !255)
!372 = distinct !{!372, !357, !373, !69, !70}
!373 = !DILocation(line: 66, column: 28, scope: !252)
!374 = !DILocation(line: 66, column: 12, scope: !375)
!375 = distinct !DILexicalBlock(scope: !254, file: !2, line: 65, column: 5)
!376 = !DILocation(line: 66, column: 9, scope: !375)
!377 = !DILocation(line: 65, column: 29, scope: !375)
!378 = !DILocation(line: 65, column: 23, scope: !375)
!379 = distinct !{!379, !368, !380, !69, !70}
!380 = !DILocation(line: 66, column: 28, scope: !254)
!381 = !DILocation(line: 0, scope: !259)
!382 = !DILocation(line: 68, column: 5, scope: !259)
!383 = !DILocation(line: 67, column: 27, scope: !260)
!384 = !DILocation(line: 70, column: 3, scope: !224)
!385 = !DILocation(line: 71, column: 3, scope: !224)
!386 = !DILocation(line: 72, column: 3, scope: !224)
!387 = !DILocation(line: 73, column: 3, scope: !224)
!388 = !DILocation(line: 75, column: 1, scope: !224)
!389 = !DILocation(line: 67, column: 21, scope: !260)
!390 = distinct !{!390, !370, !391, !69, !70}
!391 = !DILocation(line: 69, column: 32, scope: !257)
!392 = !DILocation(line: 69, column: 12, scope: !393)
!393 = distinct !DILexicalBlock(scope: !259, file: !2, line: 68, column: 5)
!394 = !DILocation(line: 69, column: 29, scope: !393)
!395 = !DILocation(line: 69, column: 22, scope: !393)
!396 = !DILocation(line: 69, column: 9, scope: !393)
!397 = !DILocation(line: 68, column: 29, scope: !393)
!398 = !DILocation(line: 68, column: 23, scope: !393)
!399 = distinct !{!399, !382, !400, !69, !70}
!400 = !DILocation(line: 69, column: 32, scope: !259)
!401 = !DISubprogram(name: "malloc", scope: !269, file: !269, line: 553, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{!13, !404}
!404 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !405, line: 18, baseType: !406)
!405 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!406 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!407 = !DISubprogram(name: "calloc", scope: !269, file: !269, line: 556, type: !408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DISubroutineType(types: !409)
!409 = !{!13, !404, !404}
!410 = !DISubprogram(name: "printf", scope: !411, file: !411, line: 356, type: !412, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!412 = !DISubroutineType(types: !413)
!413 = !{!10, !414, null}
!414 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !272)
!415 = !DISubprogram(name: "free", scope: !269, file: !269, line: 568, type: !416, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DISubroutineType(types: !417)
!417 = !{null, !13}
!418 = !DISubprogram(name: "strtol", scope: !269, file: !269, line: 177, type: !419, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubroutineType(types: !420)
!420 = !{!421, !414, !422, !10}
!421 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!422 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
