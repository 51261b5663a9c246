; Option parallel with an array in memory private to each thread. In
; rows, every iteration of i writes all of s (s[0..m-1]) before it reads
; it, and no value of s crosses iterations: the anti and output
; dependences of s are all that join them. Each thread works on a heap
; copy of its own, and the last iteration (i = n - 1) on s itself, so s
; ends as the sequential loop leaves it (main prints it). In partial,
; iteration i writes s[i..m-1] only: the last iteration does not write
; all that the others do, so s stays shared and the loop sequential.
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
;   22| int main(int argc, char **argv) {
;   23|   int n = argc > 1 ? atoi(argv[1]) : 600;
;   24|   int m = argc > 2 ? atoi(argv[2]) : 1000;
;   25|   double (*A)[m] = malloc(sizeof(double) * n * m + 8);
;   26|   double *s = calloc(m + 1, sizeof(double));
;   27|   for (int i = 0; i < n; i++)
;   28|     for (int j = 0; j < m; j++)
;   29|       A[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
;   30|   rows(n, m, A, s);
;   31|   double t = 0, u = 0;
;   32|   for (int j = 0; j < m; j++)
;   33|     u += s[j] * (j + 1);
;   34|   partial(n, m, A, s);
;   35|   for (int i = 0; i < n; i++)
;   36|     for (int j = 0; j < m; j++)
;   37|       t += A[i][j] * (i + 1) + j;
;   38|   for (int j = 0; j < m; j++)
;   39|     u += s[j] * (j + 2);
;   40|   printf("%.6f %.6f\n", t, u);
;   41|   free(A);
;   42|   free(s);
;   43|   return 0;
;   44| }
; END-SOURCE
;
; REMARK: remark: privarr.c:5:3: SCoP rows.scop0 runs one loop on OpenMP threads (static schedule): loop c0, from line 5 (private to each thread: s (an array; the last iteration works on the array itself))
; REMARK-NOT: SCoP partial.scop0 runs
; REMARK: remark: privarr.c:27:3: SCoP main.scop0 runs one loop on OpenMP threads
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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !129 {
entry:
    #dbg_value(i32 %argc, !133, !DIExpression(), !155)
    #dbg_value(ptr %argv, !134, !DIExpression(), !155)
  %cmp = icmp sgt i32 %argc, 1, !dbg !156
  br i1 %cmp, label %cond.end, label %cond.end6, !dbg !157

cond.end:                                         ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !158
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !158, !tbaa !159
    #dbg_value(ptr %0, !161, !DIExpression(), !169)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #8, !dbg !171
  %conv.i = trunc i64 %call.i to i32, !dbg !172
    #dbg_value(i32 %conv.i, !135, !DIExpression(), !155)
  %cmp1.not = icmp eq i32 %argc, 2, !dbg !173
  br i1 %cmp1.not, label %cond.end6, label %cond.true2, !dbg !174

cond.true2:                                       ; preds = %cond.end
  %arrayidx3 = getelementptr inbounds i8, ptr %argv, i64 16, !dbg !175
  %1 = load ptr, ptr %arrayidx3, align 8, !dbg !175, !tbaa !159
    #dbg_value(ptr %1, !161, !DIExpression(), !176)
  %call.i130 = tail call i64 @strtol(ptr nocapture noundef nonnull %1, ptr noundef null, i32 noundef 10) #8, !dbg !178
  %conv.i131 = trunc i64 %call.i130 to i32, !dbg !179
  br label %cond.end6, !dbg !174

cond.end6:                                        ; preds = %entry, %cond.end, %cond.true2
  %cond134 = phi i32 [ %conv.i, %cond.true2 ], [ %conv.i, %cond.end ], [ 600, %entry ]
  %cond7 = phi i32 [ %conv.i131, %cond.true2 ], [ 1000, %cond.end ], [ 1000, %entry ], !dbg !174
    #dbg_value(i32 %cond7, !136, !DIExpression(), !155)
  %2 = zext i32 %cond7 to i64, !dbg !180
  %conv = sext i32 %cond134 to i64, !dbg !181
  %mul = shl nsw i64 %conv, 3, !dbg !182
  %conv8 = sext i32 %cond7 to i64, !dbg !183
  %mul9 = mul i64 %mul, %conv8, !dbg !184
  %add = add i64 %mul9, 8, !dbg !185
  %call10 = tail call noalias ptr @malloc(i64 noundef %add) #9, !dbg !186
    #dbg_value(ptr %call10, !137, !DIExpression(), !155)
  %add11 = add nsw i32 %cond7, 1, !dbg !187
  %conv12 = sext i32 %add11 to i64, !dbg !188
  %call13 = tail call noalias ptr @calloc(i64 noundef %conv12, i64 noundef 8) #10, !dbg !189
    #dbg_value(ptr %call13, !138, !DIExpression(), !155)
    #dbg_value(i32 0, !139, !DIExpression(), !190)
  %cmp14137 = icmp sgt i32 %cond134, 0, !dbg !191
  br i1 %cmp14137, label %for.cond16.preheader.lr.ph, label %for.cond.cleanup, !dbg !192

for.cond16.preheader.lr.ph:                       ; preds = %cond.end6
  %cmp17135 = icmp sgt i32 %cond7, 0
  %wide.trip.count162 = zext nneg i32 %cond134 to i64, !dbg !191
  br label %for.cond16.preheader, !dbg !192

for.cond16.preheader:                             ; preds = %for.cond16.preheader.lr.ph, %for.cond.cleanup19
  %indvars.iv158 = phi i64 [ 0, %for.cond16.preheader.lr.ph ], [ %indvars.iv.next159, %for.cond.cleanup19 ]
    #dbg_value(i64 %indvars.iv158, !139, !DIExpression(), !190)
    #dbg_value(i32 0, !141, !DIExpression(), !193)
  br i1 %cmp17135, label %for.body20.lr.ph, label %for.cond.cleanup19, !dbg !194

for.body20.lr.ph:                                 ; preds = %for.cond16.preheader
  %3 = mul nuw nsw i64 %indvars.iv158, 7
  %4 = mul nuw nsw i64 %indvars.iv158, %2
  %arrayidx25 = getelementptr inbounds double, ptr %call10, i64 %4
  br label %for.body20, !dbg !194

for.cond.cleanup:                                 ; preds = %for.cond.cleanup19, %cond.end6
  tail call void @rows(i32 noundef %cond134, i32 noundef %cond7, ptr noundef %call10, ptr noundef %call13), !dbg !195
    #dbg_value(double 0.000000e+00, !144, !DIExpression(), !155)
    #dbg_value(double 0.000000e+00, !145, !DIExpression(), !155)
    #dbg_value(i32 0, !146, !DIExpression(), !196)
  %cmp33139 = icmp sgt i32 %cond7, 0, !dbg !197
  br i1 %cmp33139, label %for.body36, label %for.cond.cleanup35, !dbg !199

for.cond.cleanup19:                               ; preds = %for.body20, %for.cond16.preheader
  %indvars.iv.next159 = add nuw nsw i64 %indvars.iv158, 1, !dbg !200
    #dbg_value(i64 %indvars.iv.next159, !139, !DIExpression(), !190)
  %exitcond163.not = icmp eq i64 %indvars.iv.next159, %wide.trip.count162, !dbg !191
  br i1 %exitcond163.not, label %for.cond.cleanup, label %for.cond16.preheader, !dbg !192, !llvm.loop !201

for.body20:                                       ; preds = %for.body20.lr.ph, %for.body20
  %indvars.iv = phi i64 [ 0, %for.body20.lr.ph ], [ %indvars.iv.next, %for.body20 ]
    #dbg_value(i64 %indvars.iv, !141, !DIExpression(), !193)
  %5 = mul nuw nsw i64 %indvars.iv, 3, !dbg !203
  %6 = add nuw nsw i64 %5, %3, !dbg !205
  %7 = trunc nuw i64 %6 to i32, !dbg !206
  %rem = urem i32 %7, 11, !dbg !206
  %conv24 = uitofp nneg i32 %rem to double, !dbg !207
  %div = fdiv double %conv24, 1.100000e+01, !dbg !208
  %arrayidx27 = getelementptr inbounds double, ptr %arrayidx25, i64 %indvars.iv, !dbg !209
  store double %div, ptr %arrayidx27, align 8, !dbg !210, !tbaa !58
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !211
    #dbg_value(i64 %indvars.iv.next, !141, !DIExpression(), !193)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %2, !dbg !212
  br i1 %exitcond.not, label %for.cond.cleanup19, label %for.body20, !dbg !194, !llvm.loop !213

for.cond.cleanup35:                               ; preds = %for.body36, %for.cond.cleanup
  %u.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %10, %for.body36 ], !dbg !155
  tail call void @partial(i32 noundef %cond134, i32 noundef %cond7, ptr noundef %call10, ptr noundef %call13), !dbg !215
    #dbg_value(i32 0, !148, !DIExpression(), !216)
    #dbg_value(double 0.000000e+00, !144, !DIExpression(), !155)
  br i1 %cmp14137, label %for.cond52.preheader.lr.ph, label %for.cond73.preheader, !dbg !217

for.cond52.preheader.lr.ph:                       ; preds = %for.cond.cleanup35
  %wide.trip.count178 = zext nneg i32 %cond134 to i64, !dbg !218
  br label %for.cond52.preheader, !dbg !217

for.body36:                                       ; preds = %for.cond.cleanup, %for.body36
  %indvars.iv164 = phi i64 [ %indvars.iv.next165, %for.body36 ], [ 0, %for.cond.cleanup ]
  %u.0140 = phi double [ %10, %for.body36 ], [ 0.000000e+00, %for.cond.cleanup ]
    #dbg_value(i64 %indvars.iv164, !146, !DIExpression(), !196)
    #dbg_value(double %u.0140, !145, !DIExpression(), !155)
  %arrayidx38 = getelementptr inbounds double, ptr %call13, i64 %indvars.iv164, !dbg !219
  %8 = load double, ptr %arrayidx38, align 8, !dbg !219, !tbaa !58
  %indvars.iv.next165 = add nuw nsw i64 %indvars.iv164, 1, !dbg !220
  %9 = trunc nuw nsw i64 %indvars.iv.next165 to i32, !dbg !221
  %conv40 = uitofp nneg i32 %9 to double, !dbg !221
  %10 = tail call double @llvm.fmuladd.f64(double %8, double %conv40, double %u.0140), !dbg !222
    #dbg_value(i64 %indvars.iv.next165, !146, !DIExpression(), !196)
    #dbg_value(double %10, !145, !DIExpression(), !155)
  %exitcond168.not = icmp eq i64 %indvars.iv.next165, %2, !dbg !197
  br i1 %exitcond168.not, label %for.cond.cleanup35, label %for.body36, !dbg !199, !llvm.loop !223

for.cond52.preheader:                             ; preds = %for.cond52.preheader.lr.ph, %for.cond.cleanup55
  %indvars.iv174 = phi i64 [ 0, %for.cond52.preheader.lr.ph ], [ %indvars.iv.next175.pre-phi, %for.cond.cleanup55 ]
  %t.0147 = phi double [ 0.000000e+00, %for.cond52.preheader.lr.ph ], [ %t.1.lcssa, %for.cond.cleanup55 ]
    #dbg_value(i64 %indvars.iv174, !148, !DIExpression(), !216)
    #dbg_value(i32 0, !150, !DIExpression(), !225)
    #dbg_value(double %t.0147, !144, !DIExpression(), !155)
  br i1 %cmp33139, label %for.body56.lr.ph, label %for.cond52.preheader.for.cond.cleanup55_crit_edge, !dbg !226

for.cond52.preheader.for.cond.cleanup55_crit_edge: ; preds = %for.cond52.preheader
  %.pre = add nuw nsw i64 %indvars.iv174, 1, !dbg !227
  br label %for.cond.cleanup55, !dbg !226

for.body56.lr.ph:                                 ; preds = %for.cond52.preheader
  %11 = mul nuw nsw i64 %indvars.iv174, %2
  %arrayidx58 = getelementptr inbounds double, ptr %call10, i64 %11
  %12 = add nuw nsw i64 %indvars.iv174, 1
  %13 = trunc nuw nsw i64 %12 to i32
  %conv62 = uitofp nneg i32 %13 to double
  br label %for.body56, !dbg !226

for.cond73.preheader:                             ; preds = %for.cond.cleanup55, %for.cond.cleanup35
  %t.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup35 ], [ %t.1.lcssa, %for.cond.cleanup55 ], !dbg !228
    #dbg_value(i32 0, !153, !DIExpression(), !229)
    #dbg_value(double %u.0.lcssa, !145, !DIExpression(), !155)
  br i1 %cmp33139, label %for.body77, label %for.cond.cleanup76, !dbg !230

for.cond.cleanup55:                               ; preds = %for.body56, %for.cond52.preheader.for.cond.cleanup55_crit_edge
  %indvars.iv.next175.pre-phi = phi i64 [ %.pre, %for.cond52.preheader.for.cond.cleanup55_crit_edge ], [ %12, %for.body56 ], !dbg !227
  %t.1.lcssa = phi double [ %t.0147, %for.cond52.preheader.for.cond.cleanup55_crit_edge ], [ %add65, %for.body56 ], !dbg !155
    #dbg_value(i64 %indvars.iv.next175.pre-phi, !148, !DIExpression(), !216)
    #dbg_value(double %t.1.lcssa, !144, !DIExpression(), !155)
  %exitcond179.not = icmp eq i64 %indvars.iv.next175.pre-phi, %wide.trip.count178, !dbg !218
  br i1 %exitcond179.not, label %for.cond73.preheader, label %for.cond52.preheader, !dbg !217, !llvm.loop !231

for.body56:                                       ; preds = %for.body56.lr.ph, %for.body56
  %indvars.iv169 = phi i64 [ 0, %for.body56.lr.ph ], [ %indvars.iv.next170, %for.body56 ]
  %t.1143 = phi double [ %t.0147, %for.body56.lr.ph ], [ %add65, %for.body56 ]
    #dbg_value(i64 %indvars.iv169, !150, !DIExpression(), !225)
    #dbg_value(double %t.1143, !144, !DIExpression(), !155)
  %arrayidx60 = getelementptr inbounds double, ptr %arrayidx58, i64 %indvars.iv169, !dbg !233
  %14 = load double, ptr %arrayidx60, align 8, !dbg !233, !tbaa !58
  %15 = trunc nuw nsw i64 %indvars.iv169 to i32, !dbg !235
  %conv64 = uitofp nneg i32 %15 to double, !dbg !235
  %16 = tail call double @llvm.fmuladd.f64(double %14, double %conv62, double %conv64), !dbg !236
  %add65 = fadd double %t.1143, %16, !dbg !237
    #dbg_value(double %add65, !144, !DIExpression(), !155)
  %indvars.iv.next170 = add nuw nsw i64 %indvars.iv169, 1, !dbg !238
    #dbg_value(i64 %indvars.iv.next170, !150, !DIExpression(), !225)
  %exitcond173.not = icmp eq i64 %indvars.iv.next170, %2, !dbg !239
  br i1 %exitcond173.not, label %for.cond.cleanup55, label %for.body56, !dbg !226, !llvm.loop !240

for.cond.cleanup76:                               ; preds = %for.body77, %for.cond73.preheader
  %u.1.lcssa = phi double [ %u.0.lcssa, %for.cond73.preheader ], [ %20, %for.body77 ], !dbg !155
  %call86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %t.0.lcssa, double noundef %u.1.lcssa), !dbg !242
  tail call void @free(ptr noundef %call10) #8, !dbg !243
  tail call void @free(ptr noundef %call13) #8, !dbg !244
  ret i32 0, !dbg !245

for.body77:                                       ; preds = %for.cond73.preheader, %for.body77
  %indvars.iv180 = phi i64 [ %indvars.iv.next181, %for.body77 ], [ 0, %for.cond73.preheader ]
  %u.1151 = phi double [ %20, %for.body77 ], [ %u.0.lcssa, %for.cond73.preheader ]
    #dbg_value(i64 %indvars.iv180, !153, !DIExpression(), !229)
    #dbg_value(double %u.1151, !145, !DIExpression(), !155)
  %arrayidx79 = getelementptr inbounds double, ptr %call13, i64 %indvars.iv180, !dbg !246
  %17 = load double, ptr %arrayidx79, align 8, !dbg !246, !tbaa !58
  %18 = trunc i64 %indvars.iv180 to i32, !dbg !248
  %19 = add i32 %18, 2, !dbg !248
  %conv81 = uitofp nneg i32 %19 to double, !dbg !248
  %20 = tail call double @llvm.fmuladd.f64(double %17, double %conv81, double %u.1151), !dbg !249
    #dbg_value(double %20, !145, !DIExpression(), !155)
  %indvars.iv.next181 = add nuw nsw i64 %indvars.iv180, 1, !dbg !250
    #dbg_value(i64 %indvars.iv.next181, !153, !DIExpression(), !229)
  %exitcond185.not = icmp eq i64 %indvars.iv.next181, %2, !dbg !251
  br i1 %exitcond185.not, label %for.cond.cleanup76, label %for.body77, !dbg !230, !llvm.loop !252
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !254 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !260 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !263 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !268 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !271 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "privarr.c", directory: ".", checksumkind: CSK_MD5, checksum: "9b073eb10e0d61d4f92bb32a7a4d8093")
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
!129 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !130, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!10, !10, !11}
!132 = !{!133, !134, !135, !136, !137, !138, !139, !141, !144, !145, !146, !148, !150, !153}
!133 = !DILocalVariable(name: "argc", arg: 1, scope: !129, file: !2, line: 22, type: !10)
!134 = !DILocalVariable(name: "argv", arg: 2, scope: !129, file: !2, line: 22, type: !11)
!135 = !DILocalVariable(name: "n", scope: !129, file: !2, line: 23, type: !10)
!136 = !DILocalVariable(name: "m", scope: !129, file: !2, line: 24, type: !10)
!137 = !DILocalVariable(name: "A", scope: !129, file: !2, line: 25, type: !28)
!138 = !DILocalVariable(name: "s", scope: !129, file: !2, line: 26, type: !33)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 27, type: !10)
!140 = distinct !DILexicalBlock(scope: !129, file: !2, line: 27, column: 3)
!141 = !DILocalVariable(name: "j", scope: !142, file: !2, line: 28, type: !10)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 28, column: 5)
!143 = distinct !DILexicalBlock(scope: !140, file: !2, line: 27, column: 3)
!144 = !DILocalVariable(name: "t", scope: !129, file: !2, line: 31, type: !9)
!145 = !DILocalVariable(name: "u", scope: !129, file: !2, line: 31, type: !9)
!146 = !DILocalVariable(name: "j", scope: !147, file: !2, line: 32, type: !10)
!147 = distinct !DILexicalBlock(scope: !129, file: !2, line: 32, column: 3)
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 35, type: !10)
!149 = distinct !DILexicalBlock(scope: !129, file: !2, line: 35, column: 3)
!150 = !DILocalVariable(name: "j", scope: !151, file: !2, line: 36, type: !10)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 36, column: 5)
!152 = distinct !DILexicalBlock(scope: !149, file: !2, line: 35, column: 3)
!153 = !DILocalVariable(name: "j", scope: !154, file: !2, line: 38, type: !10)
!154 = distinct !DILexicalBlock(scope: !129, file: !2, line: 38, column: 3)
!155 = !DILocation(line: 0, scope: !129)
!156 = !DILocation(line: 23, column: 16, scope: !129)
!157 = !DILocation(line: 23, column: 11, scope: !129)
!158 = !DILocation(line: 23, column: 27, scope: !129)
!159 = !{!160, !160, i64 0}
!160 = !{!"any pointer", !60, i64 0}
!161 = !DILocalVariable(name: "__nptr", arg: 1, scope: !162, file: !163, line: 362, type: !166)
!162 = distinct !DISubprogram(name: "atoi", scope: !163, file: !163, line: 362, type: !164, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !168)
!163 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!164 = !DISubroutineType(types: !165)
!165 = !{!10, !166}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!168 = !{!161}
!169 = !DILocation(line: 0, scope: !162, inlinedAt: !170)
!170 = distinct !DILocation(line: 23, column: 22, scope: !129)
!171 = !DILocation(line: 364, column: 16, scope: !162, inlinedAt: !170)
!172 = !DILocation(line: 364, column: 10, scope: !162, inlinedAt: !170)
!173 = !DILocation(line: 24, column: 16, scope: !129)
!174 = !DILocation(line: 24, column: 11, scope: !129)
!175 = !DILocation(line: 24, column: 27, scope: !129)
!176 = !DILocation(line: 0, scope: !162, inlinedAt: !177)
!177 = distinct !DILocation(line: 24, column: 22, scope: !129)
!178 = !DILocation(line: 364, column: 16, scope: !162, inlinedAt: !177)
!179 = !DILocation(line: 364, column: 10, scope: !162, inlinedAt: !177)
!180 = !DILocation(line: 25, column: 3, scope: !129)
!181 = !DILocation(line: 25, column: 44, scope: !129)
!182 = !DILocation(line: 25, column: 42, scope: !129)
!183 = !DILocation(line: 25, column: 48, scope: !129)
!184 = !DILocation(line: 25, column: 46, scope: !129)
!185 = !DILocation(line: 25, column: 50, scope: !129)
!186 = !DILocation(line: 25, column: 20, scope: !129)
!187 = !DILocation(line: 26, column: 24, scope: !129)
!188 = !DILocation(line: 26, column: 22, scope: !129)
!189 = !DILocation(line: 26, column: 15, scope: !129)
!190 = !DILocation(line: 0, scope: !140)
!191 = !DILocation(line: 27, column: 21, scope: !143)
!192 = !DILocation(line: 27, column: 3, scope: !140)
!193 = !DILocation(line: 0, scope: !142)
!194 = !DILocation(line: 28, column: 5, scope: !142)
!195 = !DILocation(line: 30, column: 3, scope: !129)
!196 = !DILocation(line: 0, scope: !147)
!197 = !DILocation(line: 32, column: 21, scope: !198)
!198 = distinct !DILexicalBlock(scope: !147, file: !2, line: 32, column: 3)
!199 = !DILocation(line: 32, column: 3, scope: !147)
!200 = !DILocation(line: 27, column: 27, scope: !143)
!201 = distinct !{!201, !192, !202, !69, !70}
!202 = !DILocation(line: 29, column: 50, scope: !140)
!203 = !DILocation(line: 29, column: 37, scope: !204)
!204 = distinct !DILexicalBlock(scope: !142, file: !2, line: 28, column: 5)
!205 = !DILocation(line: 29, column: 33, scope: !204)
!206 = !DILocation(line: 29, column: 42, scope: !204)
!207 = !DILocation(line: 29, column: 17, scope: !204)
!208 = !DILocation(line: 29, column: 48, scope: !204)
!209 = !DILocation(line: 29, column: 7, scope: !204)
!210 = !DILocation(line: 29, column: 15, scope: !204)
!211 = !DILocation(line: 28, column: 29, scope: !204)
!212 = !DILocation(line: 28, column: 23, scope: !204)
!213 = distinct !{!213, !194, !214, !69, !70}
!214 = !DILocation(line: 29, column: 50, scope: !142)
!215 = !DILocation(line: 34, column: 3, scope: !129)
!216 = !DILocation(line: 0, scope: !149)
!217 = !DILocation(line: 35, column: 3, scope: !149)
!218 = !DILocation(line: 35, column: 21, scope: !152)
!219 = !DILocation(line: 33, column: 10, scope: !198)
!220 = !DILocation(line: 33, column: 20, scope: !198)
!221 = !DILocation(line: 33, column: 17, scope: !198)
!222 = !DILocation(line: 33, column: 7, scope: !198)
!223 = distinct !{!223, !199, !224, !69, !70}
!224 = !DILocation(line: 33, column: 23, scope: !147)
!225 = !DILocation(line: 0, scope: !151)
!226 = !DILocation(line: 36, column: 5, scope: !151)
!227 = !DILocation(line: 35, column: 27, scope: !152)
!228 = !DILocation(line: 31, column: 10, scope: !129)
!229 = !DILocation(line: 0, scope: !154)
!230 = !DILocation(line: 38, column: 3, scope: !154)
!231 = distinct !{!231, !217, !232, !69, !70}
!232 = !DILocation(line: 37, column: 32, scope: !149)
!233 = !DILocation(line: 37, column: 12, scope: !234)
!234 = distinct !DILexicalBlock(scope: !151, file: !2, line: 36, column: 5)
!235 = !DILocation(line: 37, column: 32, scope: !234)
!236 = !DILocation(line: 37, column: 30, scope: !234)
!237 = !DILocation(line: 37, column: 9, scope: !234)
!238 = !DILocation(line: 36, column: 29, scope: !234)
!239 = !DILocation(line: 36, column: 23, scope: !234)
!240 = distinct !{!240, !226, !241, !69, !70}
!241 = !DILocation(line: 37, column: 32, scope: !151)
!242 = !DILocation(line: 40, column: 3, scope: !129)
!243 = !DILocation(line: 41, column: 3, scope: !129)
!244 = !DILocation(line: 42, column: 3, scope: !129)
!245 = !DILocation(line: 44, column: 1, scope: !129)
!246 = !DILocation(line: 39, column: 10, scope: !247)
!247 = distinct !DILexicalBlock(scope: !154, file: !2, line: 38, column: 3)
!248 = !DILocation(line: 39, column: 17, scope: !247)
!249 = !DILocation(line: 39, column: 7, scope: !247)
!250 = !DILocation(line: 38, column: 27, scope: !247)
!251 = !DILocation(line: 38, column: 21, scope: !247)
!252 = distinct !{!252, !230, !253, !69, !70}
!253 = !DILocation(line: 39, column: 23, scope: !154)
!254 = !DISubprogram(name: "malloc", scope: !163, file: !163, line: 553, type: !255, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!255 = !DISubroutineType(types: !256)
!256 = !{!13, !257}
!257 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !258, line: 18, baseType: !259)
!258 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!259 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!260 = !DISubprogram(name: "calloc", scope: !163, file: !163, line: 556, type: !261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DISubroutineType(types: !262)
!262 = !{!13, !257, !257}
!263 = !DISubprogram(name: "printf", scope: !264, file: !264, line: 356, type: !265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!264 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!265 = !DISubroutineType(types: !266)
!266 = !{!10, !267, null}
!267 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !166)
!268 = !DISubprogram(name: "free", scope: !163, file: !163, line: 568, type: !269, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !DISubroutineType(types: !270)
!270 = !{null, !13}
!271 = !DISubprogram(name: "strtol", scope: !163, file: !163, line: 177, type: !272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!272 = !DISubroutineType(types: !273)
!273 = !{!274, !267, !275, !10}
!274 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!275 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
