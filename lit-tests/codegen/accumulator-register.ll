; A statement that updates one array element at every iteration of its
; innermost loop (cholesky's A[i][j] -= A[i][k] * A[j][k] under k) sends
; each update through memory: LLVM cannot prove that the loop's other
; reads of A never touch that element. The model proves it, so the element
; lives in a register across the loop: loaded before it (only when the
; loop runs), stored once after it. The schedule is kept (rows of 90
; elements: chains of at most 88 updates, which an out-of-order core
; overlaps with each other, so its (j, k) band is neither interchanged nor
; tiled for latency), and the SCoP is regenerated for this alone,
; which a remark says. With
; accumulators=false the updates stay in memory (and the SCoP is left as
; it is). The program prints what the original prints.
; RUN: %opt -passes='tessera<only=cholesky;print-ast>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll > %t.ast 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: %opt -passes='tessera<only=cholesky;accumulators=false>' -pass-remarks-analysis=tessera %s -S -o %t.off.ll 2> %t.off.remarks
; RUN: FileCheck --check-prefix=OFF %s < %t.off.remarks
; RUN: clang-19 -O2 %t.ll -o %t.exe -lm && clang-19 -O2 %s -o %t.ref -lm
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 1 > %t.out && %t.ref 1 > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 61 > %t.out && %t.ref 61 > %t.ref.out && diff %t.out %t.ref.out
; SOURCE: acc.c
;    1| #include <math.h>
;    2| #include <stdio.h>
;    3| #include <stdlib.h>
;    4|
;    5| __attribute__((noinline)) void cholesky(int n, double A[restrict][90]) {
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
;   18| int main(int argc, char **argv) {
;   19|   int n = argc > 1 ? atoi(argv[1]) % 1001 : 37;
;   20|   double (*A)[90] = malloc(sizeof(double[1000][90]));
;   21|   for (int i = 0; i < 1000; i++)
;   22|     for (int j = 0; j < 90; j++)
;   23|       A[i][j] = i == j ? 1000.0 : (double)((i * 7 + j * 3) % 11) / 11.0;
;   24|   cholesky(n, A);
;   25|   double s = 0;
;   26|   for (int i = 0; i < 1000; i++)
;   27|     for (int j = 0; j < 90; j++)
;   28|       s += A[i][j] * (i + 1) / (j + 2);
;   29|   printf("%.10e\n", s);
;   30|   return 0;
;   31| }
; END-SOURCE
;
; REMARK: remark: acc.c:7:5: SCoP cholesky.scop0 keeps its original schedule: {{.*}}
; REMARK: remark: acc.c:7:5: SCoP cholesky.scop0 is regenerated with its original schedule to keep 2 array element(s) in registers across their innermost loop, where no other access of the loop touches them: @A (line 9), @A (line 13)
; REMARK: remark: acc.c:7:5: regenerated SCoP cholesky.scop0 (3 loops, 10 statements) from its schedule
; OFF: remark: acc.c:7:5: SCoP cholesky.scop0 keeps its original schedule: {{.*}}
; OFF-NOT: is regenerated with its original schedule
; OFF: remark: acc.c:7:5: SCoP cholesky.scop0 left as it is: its schedule does not change
; The k loop of line 9: A[i][j] loaded where the loop runs, carried in a
; PHI through the loop (no store in it), stored after it.
; CHECK-LABEL: define {{.*}} @cholesky(
; CHECK: tessera.acc.load:
; CHECK: [[ADDR:%[0-9]+]] = getelementptr
; CHECK-NEXT: [[INIT:%[0-9]+]] = load double, ptr [[ADDR]]
; CHECK: tessera.for{{[0-9]+}}:
; CHECK-NEXT: [[ACC:%tessera.acc.[0-9]+]] = phi double [ [[INIT]], %tessera.acc.load ], [ [[NEXT:%[0-9]+]], %tessera.body{{[0-9]+}} ]
; CHECK: tessera.body{{[0-9]+}}:
; CHECK-NOT: store
; CHECK: [[NEXT]] = {{.*}}call double @llvm.fmuladd.f64(double %{{[0-9]+}}, double %{{[0-9]+}}, double [[ACC]])
; CHECK-NOT: store
; CHECK: tessera.end{{[0-9]+}}:
; CHECK-NEXT: store double [[ACC]], ptr [[ADDR]]

; ModuleID = 'acc.c'
source_filename = "acc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.10e\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline nounwind memory(write, argmem: readwrite) uwtable
define dso_local void @cholesky(i32 noundef %n, ptr noalias nocapture noundef %A) local_unnamed_addr #0 !dbg !23 {
entry:
    #dbg_value(i32 %n, !32, !DIExpression(), !46)
    #dbg_value(ptr %A, !33, !DIExpression(), !46)
    #dbg_value(i32 0, !34, !DIExpression(), !47)
  %cmp104 = icmp sgt i32 %n, 0, !dbg !48
  br i1 %cmp104, label %for.cond1.preheader.preheader, label %for.cond.cleanup, !dbg !49

for.cond1.preheader.preheader:                    ; preds = %entry
  %wide.trip.count119 = zext nneg i32 %n to i64, !dbg !48
  br label %for.cond1.preheader, !dbg !49

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond.cleanup33
  %indvars.iv116 = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %indvars.iv.next117, %for.cond.cleanup33 ]
    #dbg_value(i64 %indvars.iv116, !34, !DIExpression(), !47)
    #dbg_value(i32 0, !36, !DIExpression(), !50)
  %cmp2100.not = icmp eq i64 %indvars.iv116, 0, !dbg !51
  br i1 %cmp2100.not, label %for.cond31.preheader.for.cond.cleanup33_crit_edge, label %for.cond5.preheader.lr.ph, !dbg !52

for.cond5.preheader.lr.ph:                        ; preds = %for.cond1.preheader
  %arrayidx26.phi.trans.insert = getelementptr inbounds [90 x double], ptr %A, i64 %indvars.iv116, i64 0
  br label %for.cond5.preheader, !dbg !52

for.cond.cleanup:                                 ; preds = %for.cond.cleanup33, %entry
  ret void, !dbg !53

for.cond31.preheader.for.cond.cleanup33_crit_edge: ; preds = %for.cond1.preheader
    #dbg_value(i32 0, !44, !DIExpression(), !54)
  %.pre121 = load double, ptr %A, align 8, !dbg !55, !tbaa !56
  br label %for.cond.cleanup33, !dbg !60

for.body34.lr.ph:                                 ; preds = %for.cond.cleanup7
    #dbg_value(i32 0, !44, !DIExpression(), !54)
  %arrayidx46 = getelementptr inbounds [90 x double], ptr %A, i64 %indvars.iv116, i64 %indvars.iv116
  %arrayidx46.promoted = load double, ptr %arrayidx46, align 8, !tbaa !56
  br label %for.body34, !dbg !60

for.cond5.preheader:                              ; preds = %for.cond5.preheader.lr.ph, %for.cond.cleanup7
  %indvars.iv107 = phi i64 [ 0, %for.cond5.preheader.lr.ph ], [ %indvars.iv.next108, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv107, !36, !DIExpression(), !50)
    #dbg_value(i32 0, !40, !DIExpression(), !61)
  %cmp698.not = icmp eq i64 %indvars.iv107, 0, !dbg !62
  br i1 %cmp698.not, label %for.cond5.preheader.for.cond.cleanup7_crit_edge, label %for.body8.lr.ph, !dbg !64

for.cond5.preheader.for.cond.cleanup7_crit_edge:  ; preds = %for.cond5.preheader
  %.pre = load double, ptr %arrayidx26.phi.trans.insert, align 8, !dbg !65, !tbaa !56
  br label %for.cond.cleanup7, !dbg !64

for.body8.lr.ph:                                  ; preds = %for.cond5.preheader
  %arrayidx18 = getelementptr inbounds [90 x double], ptr %A, i64 %indvars.iv116, i64 %indvars.iv107
  %arrayidx18.promoted = load double, ptr %arrayidx18, align 8, !tbaa !56
  br label %for.body8, !dbg !64

for.cond.cleanup7:                                ; preds = %for.body8, %for.cond5.preheader.for.cond.cleanup7_crit_edge
  %0 = phi double [ %.pre, %for.cond5.preheader.for.cond.cleanup7_crit_edge ], [ %5, %for.body8 ], !dbg !65
  %arrayidx22 = getelementptr inbounds [90 x double], ptr %A, i64 %indvars.iv107, i64 %indvars.iv107, !dbg !66
  %1 = load double, ptr %arrayidx22, align 8, !dbg !66, !tbaa !56
  %arrayidx26 = getelementptr inbounds [90 x double], ptr %A, i64 %indvars.iv116, i64 %indvars.iv107, !dbg !67
  %div = fdiv double %0, %1, !dbg !65
  store double %div, ptr %arrayidx26, align 8, !dbg !65, !tbaa !56
  %indvars.iv.next108 = add nuw nsw i64 %indvars.iv107, 1, !dbg !68
    #dbg_value(i64 %indvars.iv.next108, !36, !DIExpression(), !50)
  %exitcond111.not = icmp eq i64 %indvars.iv.next108, %indvars.iv116, !dbg !51
  br i1 %exitcond111.not, label %for.body34.lr.ph, label %for.cond5.preheader, !dbg !52, !llvm.loop !69

for.body8:                                        ; preds = %for.body8.lr.ph, %for.body8
  %indvars.iv = phi i64 [ 0, %for.body8.lr.ph ], [ %indvars.iv.next, %for.body8 ], !dbg !73
  %2 = phi double [ %arrayidx18.promoted, %for.body8.lr.ph ], [ %5, %for.body8 ], !dbg !73
    #dbg_value(i64 %indvars.iv, !40, !DIExpression(), !61)
  %arrayidx10 = getelementptr inbounds [90 x double], ptr %A, i64 %indvars.iv116, i64 %indvars.iv, !dbg !73
  %3 = load double, ptr %arrayidx10, align 8, !dbg !73, !tbaa !56
  %arrayidx14 = getelementptr inbounds [90 x double], ptr %A, i64 %indvars.iv107, i64 %indvars.iv, !dbg !74
  %4 = load double, ptr %arrayidx14, align 8, !dbg !74, !tbaa !56
  %neg = fneg double %3, !dbg !75
  %5 = tail call double @llvm.fmuladd.f64(double %neg, double %4, double %2), !dbg !75
  store double %5, ptr %arrayidx18, align 8, !dbg !75, !tbaa !56
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !76
    #dbg_value(i64 %indvars.iv.next, !40, !DIExpression(), !61)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %indvars.iv107, !dbg !62
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !64, !llvm.loop !77

for.cond.cleanup33:                               ; preds = %for.body34, %for.cond31.preheader.for.cond.cleanup33_crit_edge
  %6 = phi double [ %.pre121, %for.cond31.preheader.for.cond.cleanup33_crit_edge ], [ %9, %for.body34 ], !dbg !55
  %arrayidx54 = getelementptr inbounds [90 x double], ptr %A, i64 %indvars.iv116, i64 %indvars.iv116, !dbg !55
  %call = tail call double @sqrt(double noundef %6) #7, !dbg !79
  store double %call, ptr %arrayidx54, align 8, !dbg !80, !tbaa !56
  %indvars.iv.next117 = add nuw nsw i64 %indvars.iv116, 1, !dbg !81
    #dbg_value(i64 %indvars.iv.next117, !34, !DIExpression(), !47)
  %exitcond120.not = icmp eq i64 %indvars.iv.next117, %wide.trip.count119, !dbg !48
  br i1 %exitcond120.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !49, !llvm.loop !82

for.body34:                                       ; preds = %for.body34.lr.ph, %for.body34
  %indvars.iv112 = phi i64 [ 0, %for.body34.lr.ph ], [ %indvars.iv.next113, %for.body34 ], !dbg !84
  %7 = phi double [ %arrayidx46.promoted, %for.body34.lr.ph ], [ %9, %for.body34 ], !dbg !84
    #dbg_value(i64 %indvars.iv112, !44, !DIExpression(), !54)
  %arrayidx38 = getelementptr inbounds [90 x double], ptr %A, i64 %indvars.iv116, i64 %indvars.iv112, !dbg !84
  %8 = load double, ptr %arrayidx38, align 8, !dbg !84, !tbaa !56
  %neg47 = fneg double %8, !dbg !86
  %9 = tail call double @llvm.fmuladd.f64(double %neg47, double %8, double %7), !dbg !86
  store double %9, ptr %arrayidx46, align 8, !dbg !86, !tbaa !56
  %indvars.iv.next113 = add nuw nsw i64 %indvars.iv112, 1, !dbg !87
    #dbg_value(i64 %indvars.iv.next113, !44, !DIExpression(), !54)
  %exitcond115.not = icmp eq i64 %indvars.iv.next113, %indvars.iv116, !dbg !88
  br i1 %exitcond115.not, label %for.cond.cleanup33, label %for.body34, !dbg !60, !llvm.loop !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !91 double @sqrt(double noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #3 !dbg !95 {
entry:
    #dbg_value(i32 %argc, !99, !DIExpression(), !114)
    #dbg_value(ptr %argv, !100, !DIExpression(), !114)
  %cmp = icmp sgt i32 %argc, 1, !dbg !115
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !116

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !117
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !117, !tbaa !118
    #dbg_value(ptr %0, !120, !DIExpression(), !128)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #7, !dbg !130
  %conv.i = trunc i64 %call.i to i32, !dbg !131
  %rem = srem i32 %conv.i, 1001, !dbg !132
  br label %cond.end, !dbg !116

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %rem, %cond.true ], [ 37, %entry ], !dbg !116
    #dbg_value(i32 %cond, !101, !DIExpression(), !114)
  %call1 = tail call noalias dereferenceable_or_null(720000) ptr @malloc(i64 noundef 720000) #8, !dbg !133
    #dbg_value(ptr %call1, !102, !DIExpression(), !114)
    #dbg_value(i32 0, !103, !DIExpression(), !134)
  br label %for.cond3.preheader, !dbg !135

for.cond3.preheader:                              ; preds = %cond.end, %for.cond.cleanup5
  %indvars.iv76 = phi i64 [ 0, %cond.end ], [ %indvars.iv.next77, %for.cond.cleanup5 ]
    #dbg_value(i64 %indvars.iv76, !103, !DIExpression(), !134)
    #dbg_value(i32 0, !105, !DIExpression(), !136)
  %1 = mul nuw nsw i64 %indvars.iv76, 7
  br label %for.body6, !dbg !137

for.cond.cleanup:                                 ; preds = %for.cond.cleanup5
  tail call void @cholesky(i32 noundef %cond, ptr noundef nonnull %call1), !dbg !138
    #dbg_value(double 0.000000e+00, !108, !DIExpression(), !114)
    #dbg_value(i32 0, !109, !DIExpression(), !139)
  br label %for.cond27.preheader, !dbg !140

for.cond.cleanup5:                                ; preds = %cond.end12
  %indvars.iv.next77 = add nuw nsw i64 %indvars.iv76, 1, !dbg !141
    #dbg_value(i64 %indvars.iv.next77, !103, !DIExpression(), !134)
  %exitcond80.not = icmp eq i64 %indvars.iv.next77, 1000, !dbg !142
  br i1 %exitcond80.not, label %for.cond.cleanup, label %for.cond3.preheader, !dbg !135, !llvm.loop !143

for.body6:                                        ; preds = %for.cond3.preheader, %cond.end12
  %indvars.iv = phi i64 [ 0, %for.cond3.preheader ], [ %indvars.iv.next, %cond.end12 ]
    #dbg_value(i64 %indvars.iv, !105, !DIExpression(), !136)
  %cmp7 = icmp eq i64 %indvars.iv76, %indvars.iv, !dbg !145
  br i1 %cmp7, label %cond.end12, label %cond.false9, !dbg !147

cond.false9:                                      ; preds = %for.body6
  %2 = mul nuw nsw i64 %indvars.iv, 3, !dbg !148
  %3 = add nuw nsw i64 %2, %1, !dbg !149
  %4 = trunc nuw nsw i64 %3 to i32, !dbg !150
  %rem11 = urem i32 %4, 11, !dbg !150
  %conv = uitofp nneg i32 %rem11 to double, !dbg !151
  %div = fdiv double %conv, 1.100000e+01, !dbg !152
  br label %cond.end12, !dbg !147

cond.end12:                                       ; preds = %for.body6, %cond.false9
  %cond13 = phi double [ %div, %cond.false9 ], [ 1.000000e+03, %for.body6 ], !dbg !147
  %arrayidx16 = getelementptr inbounds [90 x double], ptr %call1, i64 %indvars.iv76, i64 %indvars.iv, !dbg !153
  store double %cond13, ptr %arrayidx16, align 8, !dbg !154, !tbaa !56
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !155
    #dbg_value(i64 %indvars.iv.next, !105, !DIExpression(), !136)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 90, !dbg !156
  br i1 %exitcond.not, label %for.cond.cleanup5, label %for.body6, !dbg !137, !llvm.loop !157

for.cond27.preheader:                             ; preds = %for.cond.cleanup, %for.cond.cleanup30
  %indvars.iv86 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next87, %for.cond.cleanup30 ]
  %s.071 = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %add42, %for.cond.cleanup30 ]
    #dbg_value(i64 %indvars.iv86, !109, !DIExpression(), !139)
    #dbg_value(double %s.071, !108, !DIExpression(), !114)
  %indvars.iv.next87 = add nuw nsw i64 %indvars.iv86, 1, !dbg !159
  %5 = trunc nuw nsw i64 %indvars.iv.next87 to i32
  %conv37 = uitofp nneg i32 %5 to double
    #dbg_value(i32 0, !111, !DIExpression(), !160)
    #dbg_value(double %s.071, !108, !DIExpression(), !114)
  br label %for.body31, !dbg !161

for.cond.cleanup24:                               ; preds = %for.cond.cleanup30
  %call49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %add42), !dbg !162
  ret i32 0, !dbg !163

for.cond.cleanup30:                               ; preds = %for.body31
    #dbg_value(i64 %indvars.iv.next87, !109, !DIExpression(), !139)
    #dbg_value(double %add42, !108, !DIExpression(), !114)
  %exitcond89.not = icmp eq i64 %indvars.iv.next87, 1000, !dbg !164
  br i1 %exitcond89.not, label %for.cond.cleanup24, label %for.cond27.preheader, !dbg !140, !llvm.loop !165

for.body31:                                       ; preds = %for.cond27.preheader, %for.body31
  %indvars.iv81 = phi i64 [ 0, %for.cond27.preheader ], [ %indvars.iv.next82, %for.body31 ]
  %s.169 = phi double [ %s.071, %for.cond27.preheader ], [ %add42, %for.body31 ]
    #dbg_value(i64 %indvars.iv81, !111, !DIExpression(), !160)
    #dbg_value(double %s.169, !108, !DIExpression(), !114)
  %arrayidx35 = getelementptr inbounds [90 x double], ptr %call1, i64 %indvars.iv86, i64 %indvars.iv81, !dbg !167
  %6 = load double, ptr %arrayidx35, align 8, !dbg !167, !tbaa !56
  %mul38 = fmul double %6, %conv37, !dbg !169
  %7 = trunc i64 %indvars.iv81 to i32, !dbg !170
  %8 = add i32 %7, 2, !dbg !170
  %conv40 = uitofp nneg i32 %8 to double, !dbg !170
  %div41 = fdiv double %mul38, %conv40, !dbg !171
  %add42 = fadd double %s.169, %div41, !dbg !172
    #dbg_value(double %add42, !108, !DIExpression(), !114)
  %indvars.iv.next82 = add nuw nsw i64 %indvars.iv81, 1, !dbg !173
    #dbg_value(i64 %indvars.iv.next82, !111, !DIExpression(), !160)
  %exitcond85.not = icmp eq i64 %indvars.iv.next82, 90, !dbg !174
  br i1 %exitcond85.not, label %for.cond.cleanup30, label %for.body31, !dbg !161, !llvm.loop !175
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !177 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !183 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !188 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree noinline nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "acc.c", directory: ".", checksumkind: CSK_MD5, checksum: "a64ac06e052c2360328b86a3015b185d")
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
!23 = distinct !DISubprogram(name: "cholesky", scope: !2, file: !2, line: 5, type: !24, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !31)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !10, !26}
!26 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 5760, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 90)
!31 = !{!32, !33, !34, !36, !40, !44}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !2, line: 5, type: !10)
!33 = !DILocalVariable(name: "A", arg: 2, scope: !23, file: !2, line: 5, type: !26)
!34 = !DILocalVariable(name: "i", scope: !35, file: !2, line: 6, type: !10)
!35 = distinct !DILexicalBlock(scope: !23, file: !2, line: 6, column: 3)
!36 = !DILocalVariable(name: "j", scope: !37, file: !2, line: 7, type: !10)
!37 = distinct !DILexicalBlock(scope: !38, file: !2, line: 7, column: 5)
!38 = distinct !DILexicalBlock(scope: !39, file: !2, line: 6, column: 31)
!39 = distinct !DILexicalBlock(scope: !35, file: !2, line: 6, column: 3)
!40 = !DILocalVariable(name: "k", scope: !41, file: !2, line: 8, type: !10)
!41 = distinct !DILexicalBlock(scope: !42, file: !2, line: 8, column: 7)
!42 = distinct !DILexicalBlock(scope: !43, file: !2, line: 7, column: 33)
!43 = distinct !DILexicalBlock(scope: !37, file: !2, line: 7, column: 5)
!44 = !DILocalVariable(name: "k", scope: !45, file: !2, line: 12, type: !10)
!45 = distinct !DILexicalBlock(scope: !38, file: !2, line: 12, column: 5)
!46 = !DILocation(line: 0, scope: !23)
!47 = !DILocation(line: 0, scope: !35)
!48 = !DILocation(line: 6, column: 21, scope: !39)
!49 = !DILocation(line: 6, column: 3, scope: !35)
!50 = !DILocation(line: 0, scope: !37)
!51 = !DILocation(line: 7, column: 23, scope: !43)
!52 = !DILocation(line: 7, column: 5, scope: !37)
!53 = !DILocation(line: 16, column: 1, scope: !23)
!54 = !DILocation(line: 0, scope: !45)
!55 = !DILocation(line: 14, column: 20, scope: !38)
!56 = !{!57, !57, i64 0}
!57 = !{!"double", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 12, column: 5, scope: !45)
!61 = !DILocation(line: 0, scope: !41)
!62 = !DILocation(line: 8, column: 25, scope: !63)
!63 = distinct !DILexicalBlock(scope: !41, file: !2, line: 8, column: 7)
!64 = !DILocation(line: 8, column: 7, scope: !41)
!65 = !DILocation(line: 10, column: 15, scope: !42)
!66 = !DILocation(line: 10, column: 18, scope: !42)
!67 = !DILocation(line: 10, column: 7, scope: !42)
!68 = !DILocation(line: 7, column: 29, scope: !43)
!69 = distinct !{!69, !52, !70, !71, !72}
!70 = !DILocation(line: 11, column: 5, scope: !37)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !{!"llvm.loop.unroll.disable"}
!73 = !DILocation(line: 9, column: 20, scope: !63)
!74 = !DILocation(line: 9, column: 30, scope: !63)
!75 = !DILocation(line: 9, column: 17, scope: !63)
!76 = !DILocation(line: 8, column: 31, scope: !63)
!77 = distinct !{!77, !64, !78, !71, !72}
!78 = !DILocation(line: 9, column: 36, scope: !41)
!79 = !DILocation(line: 14, column: 15, scope: !38)
!80 = !DILocation(line: 14, column: 13, scope: !38)
!81 = !DILocation(line: 6, column: 27, scope: !39)
!82 = distinct !{!82, !49, !83, !71, !72}
!83 = !DILocation(line: 15, column: 3, scope: !35)
!84 = !DILocation(line: 13, column: 18, scope: !85)
!85 = distinct !DILexicalBlock(scope: !45, file: !2, line: 12, column: 5)
!86 = !DILocation(line: 13, column: 15, scope: !85)
!87 = !DILocation(line: 12, column: 29, scope: !85)
!88 = !DILocation(line: 12, column: 23, scope: !85)
!89 = distinct !{!89, !60, !90, !71, !72}
!90 = !DILocation(line: 13, column: 34, scope: !45)
!91 = !DISubprogram(name: "sqrt", scope: !92, file: !92, line: 143, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!93 = !DISubroutineType(types: !94)
!94 = !{!9, !9}
!95 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !96, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!10, !10, !11}
!98 = !{!99, !100, !101, !102, !103, !105, !108, !109, !111}
!99 = !DILocalVariable(name: "argc", arg: 1, scope: !95, file: !2, line: 18, type: !10)
!100 = !DILocalVariable(name: "argv", arg: 2, scope: !95, file: !2, line: 18, type: !11)
!101 = !DILocalVariable(name: "n", scope: !95, file: !2, line: 19, type: !10)
!102 = !DILocalVariable(name: "A", scope: !95, file: !2, line: 20, type: !27)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 21, type: !10)
!104 = distinct !DILexicalBlock(scope: !95, file: !2, line: 21, column: 3)
!105 = !DILocalVariable(name: "j", scope: !106, file: !2, line: 22, type: !10)
!106 = distinct !DILexicalBlock(scope: !107, file: !2, line: 22, column: 5)
!107 = distinct !DILexicalBlock(scope: !104, file: !2, line: 21, column: 3)
!108 = !DILocalVariable(name: "s", scope: !95, file: !2, line: 25, type: !9)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 26, type: !10)
!110 = distinct !DILexicalBlock(scope: !95, file: !2, line: 26, column: 3)
!111 = !DILocalVariable(name: "j", scope: !112, file: !2, line: 27, type: !10)
!112 = distinct !DILexicalBlock(scope: !113, file: !2, line: 27, column: 5)
!113 = distinct !DILexicalBlock(scope: !110, file: !2, line: 26, column: 3)
!114 = !DILocation(line: 0, scope: !95)
!115 = !DILocation(line: 19, column: 16, scope: !95)
!116 = !DILocation(line: 19, column: 11, scope: !95)
!117 = !DILocation(line: 19, column: 27, scope: !95)
!118 = !{!119, !119, i64 0}
!119 = !{!"any pointer", !58, i64 0}
!120 = !DILocalVariable(name: "__nptr", arg: 1, scope: !121, file: !122, line: 362, type: !125)
!121 = distinct !DISubprogram(name: "atoi", scope: !122, file: !122, line: 362, type: !123, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !127)
!122 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!123 = !DISubroutineType(types: !124)
!124 = !{!10, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!127 = !{!120}
!128 = !DILocation(line: 0, scope: !121, inlinedAt: !129)
!129 = distinct !DILocation(line: 19, column: 22, scope: !95)
!130 = !DILocation(line: 364, column: 16, scope: !121, inlinedAt: !129)
!131 = !DILocation(line: 364, column: 10, scope: !121, inlinedAt: !129)
!132 = !DILocation(line: 19, column: 36, scope: !95)
!133 = !DILocation(line: 20, column: 21, scope: !95)
!134 = !DILocation(line: 0, scope: !104)
!135 = !DILocation(line: 21, column: 3, scope: !104)
!136 = !DILocation(line: 0, scope: !106)
!137 = !DILocation(line: 22, column: 5, scope: !106)
!138 = !DILocation(line: 24, column: 3, scope: !95)
!139 = !DILocation(line: 0, scope: !110)
!140 = !DILocation(line: 26, column: 3, scope: !110)
!141 = !DILocation(line: 21, column: 30, scope: !107)
!142 = !DILocation(line: 21, column: 21, scope: !107)
!143 = distinct !{!143, !135, !144, !71, !72}
!144 = !DILocation(line: 23, column: 68, scope: !104)
!145 = !DILocation(line: 23, column: 19, scope: !146)
!146 = distinct !DILexicalBlock(scope: !106, file: !2, line: 22, column: 5)
!147 = !DILocation(line: 23, column: 17, scope: !146)
!148 = !DILocation(line: 23, column: 55, scope: !146)
!149 = !DILocation(line: 23, column: 51, scope: !146)
!150 = !DILocation(line: 23, column: 60, scope: !146)
!151 = !DILocation(line: 23, column: 35, scope: !146)
!152 = !DILocation(line: 23, column: 66, scope: !146)
!153 = !DILocation(line: 23, column: 7, scope: !146)
!154 = !DILocation(line: 23, column: 15, scope: !146)
!155 = !DILocation(line: 22, column: 30, scope: !146)
!156 = !DILocation(line: 22, column: 23, scope: !146)
!157 = distinct !{!157, !137, !158, !71, !72}
!158 = !DILocation(line: 23, column: 68, scope: !106)
!159 = !DILocation(line: 26, column: 30, scope: !113)
!160 = !DILocation(line: 0, scope: !112)
!161 = !DILocation(line: 27, column: 5, scope: !112)
!162 = !DILocation(line: 29, column: 3, scope: !95)
!163 = !DILocation(line: 31, column: 1, scope: !95)
!164 = !DILocation(line: 26, column: 21, scope: !113)
!165 = distinct !{!165, !140, !166, !71, !72}
!166 = !DILocation(line: 28, column: 38, scope: !110)
!167 = !DILocation(line: 28, column: 12, scope: !168)
!168 = distinct !DILexicalBlock(scope: !112, file: !2, line: 27, column: 5)
!169 = !DILocation(line: 28, column: 20, scope: !168)
!170 = !DILocation(line: 28, column: 32, scope: !168)
!171 = !DILocation(line: 28, column: 30, scope: !168)
!172 = !DILocation(line: 28, column: 9, scope: !168)
!173 = !DILocation(line: 27, column: 30, scope: !168)
!174 = !DILocation(line: 27, column: 23, scope: !168)
!175 = distinct !{!175, !161, !176, !71, !72}
!176 = !DILocation(line: 28, column: 38, scope: !112)
!177 = !DISubprogram(name: "malloc", scope: !122, file: !122, line: 553, type: !178, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{!13, !180}
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !181, line: 18, baseType: !182)
!181 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!182 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!183 = !DISubprogram(name: "printf", scope: !184, file: !184, line: 356, type: !185, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!185 = !DISubroutineType(types: !186)
!186 = !{!10, !187, null}
!187 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!188 = !DISubprogram(name: "strtol", scope: !122, file: !122, line: 177, type: !189, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!189 = !DISubroutineType(types: !190)
!190 = !{!191, !187, !192, !10}
!191 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!192 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
