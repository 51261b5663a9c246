; A `vectorize` mark: checked (the loop must be innermost and carry no
; dependence), then the loop gets `llvm.loop.parallel_accesses` (an access
; group on each of its loads and stores) and `llvm.loop.vectorize.enable`,
; so LLVM's vectorizer needs no run-time checks between its ten pointers;
; the program prints what clang's prints. A mark on the outer loop is
; refused (not innermost), and one on a loop that carries a dependence is
; refused with it.
; RUN: echo 'function blend' > %t.script && echo 'vectorize @6' >> %t.script
; RUN: %opt -passes='tessera<script=%t.script>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck --check-prefix=IR %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: echo 'function blend' > %t.outer && echo 'vectorize @5' >> %t.outer
; RUN: not %tessera transform %s --script %t.outer | FileCheck --check-prefix=OUTER %s
; A register tile inside the marked loop (i unrolled by 4 under j): the
; loop is innermost once its point loop is unrolled, and only where it is
; (the jammed copy; the copy for partial tiles keeps the point loop).
; RUN: echo 'function blend' > %t.jam && echo 'unroll @5 4' >> %t.jam && echo 'vectorize @6' >> %t.jam
; RUN: %tessera transform %s --script %t.jam -o %t.jam.ll | FileCheck --check-prefix=JAM %s
; RUN: FileCheck --check-prefix=JAM-IR %s < %t.jam.ll
; RUN: clang-19 -O2 -Werror=pass-failed -Rpass=loop-vectorize %t.jam.ll -o %t.jam.exe 2>&1 | FileCheck --check-prefix=JAM-VEC %s
; RUN: %t.jam.exe > %t.jam.out && diff %t.jam.out %t.ref.out
; RUN: echo 'function smooth' > %t.carried && echo 'vectorize @14' >> %t.carried
; RUN: not %tessera transform %s --script %t.carried | FileCheck --check-prefix=CARRIED %s
; SOURCE: blend.c
;    1| #include <stdio.h>
;    2|
;    3| __attribute__((noinline)) void blend(int n, double *a, double *b, double *c, double *d, double *e,
;    4|                                      double *f, double *g, double *h, double *o, double *p) {
;    5|   for (int i = 0; i < n; i++)
;    6|     for (int j = 0; j < 64; j++) {
;    7|       o[i * 64 + j] = a[i * 64 + j] + b[i * 64 + j] * c[j] + d[j] * e[i * 64 + j];
;    8|       p[i * 64 + j] = f[j] * g[i * 64 + j] + h[j] * a[i * 64 + j];
;    9|     }
;   10| }
;   11|
;   12| __attribute__((noinline)) void smooth(int n, double *restrict x) {
;   13|   for (int i = 1; i < n; i++)
;   14|     for (int j = 1; j < 64; j++)
;   15|       x[i * 64 + j] = 0.5 * (x[i * 64 + j - 1] + x[(i - 1) * 64 + j]);
;   16| }
;   17|
;   18| int main(void) {
;   19|   static double a[4096], b[4096], c[64], d[64], e[4096], f[64], g[4096], h[64], o[4096], p[4096];
;   20|   for (int i = 0; i < 4096; i++) {
;   21|     a[i] = i % 7;
;   22|     b[i] = i % 5;
;   23|     e[i] = i % 3;
;   24|     g[i] = i % 11;
;   25|   }
;   26|   for (int j = 0; j < 64; j++) {
;   27|     c[j] = j;
;   28|     d[j] = 2 * j;
;   29|     f[j] = j % 4;
;   30|     h[j] = 1;
;   31|   }
;   32|   blend(64, a, b, c, d, e, f, g, h, o, p);
;   33|   smooth(64, g);
;   34|   double s = 0;
;   35|   for (int i = 0; i < 4096; i++)
;   36|     s += (o[i] + 2 * p[i] + g[i]) * (i % 13);
;   37|   printf("%.17g\n", s);
;   38|   return 0;
;   39| }
; END-SOURCE
;
; REMARK: remark: blend.c:5:3: SCoP blend.scop0: the script's schedule is legal
; REMARK: remark: blend.c:5:3: regenerated SCoP blend.scop0
;
; IR: define {{.*}}void @blend(
; IR: store double {{.*}} !llvm.access.group [[GROUP:![0-9]+]]
; IR: br {{.*}} !llvm.loop [[LOOP:![0-9]+]]
; IR: [[LOOP]] = distinct !{[[LOOP]], {{.*}}[[PAR:![0-9]+]], [[VEC:![0-9]+]], [[ALIGN:![0-9]+]]}
; IR: [[PAR]] = !{!"llvm.loop.parallel_accesses", [[GROUP]]}
; IR: [[VEC]] = !{!"llvm.loop.vectorize.enable", i1 true}
; IR: [[ALIGN]] = !{!"llvm.loop.align", i32 64}
;
; JAM: @blend.scop0: script accepted
; JAM-NEXT: unroll "S0,S1:5:4"
; JAM-IR: !{!"llvm.loop.parallel_accesses", {{.*}}}
; JAM-IR: !{!"llvm.loop.vectorize.enable", i1 true}
; The marked loop is vectorized (the regenerated loops carry the SCoP's
; location, line 5), and no loop asked to be is left as it was
; (-Werror=pass-failed). The original inner loop, line 6, now the fallback
; behind the version branch, is not vectorized again.
; JAM-VEC-NOT: blend.c:6:5: vectorized loop
; JAM-VEC: remark: blend.c:5:3: vectorized loop
; JAM-VEC-NOT: blend.c:6:5: vectorized loop

; OUTER: @blend.scop0: script refused: line 2: vectorize @5: the loop cannot be vectorized as it is: the loop is not innermost
;
; CARRIED: @smooth.scop0: script refused: line 2: vectorize @14: the loop cannot be vectorized as it is: 1 dependence(s) between its iterations
; CARRIED-NEXT: violates the flow dependence: flow S{{[0-9]}}_a{{[0-9]}} (blend.c:15) -> S{{[0-9]}}_a{{[0-9]}} (blend.c:15)

; ModuleID = 'blend.c'
source_filename = "blend.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.a = internal global [4096 x double] zeroinitializer, align 16, !dbg !0
@main.b = internal global [4096 x double] zeroinitializer, align 16, !dbg !9
@main.c = internal global [64 x double] zeroinitializer, align 16, !dbg !15
@main.d = internal global [64 x double] zeroinitializer, align 16, !dbg !20
@main.e = internal global [4096 x double] zeroinitializer, align 16, !dbg !22
@main.f = internal global [64 x double] zeroinitializer, align 16, !dbg !24
@main.g = internal global [4096 x double] zeroinitializer, align 16, !dbg !26
@main.h = internal global [64 x double] zeroinitializer, align 16, !dbg !28
@main.o = internal global [4096 x double] zeroinitializer, align 16, !dbg !30
@main.p = internal global [4096 x double] zeroinitializer, align 16, !dbg !32
@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !34

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @blend(i32 noundef %n, ptr nocapture noundef readonly %a, ptr nocapture noundef readonly %b, ptr nocapture noundef readonly %c, ptr nocapture noundef readonly %d, ptr nocapture noundef readonly %e, ptr nocapture noundef readonly %f, ptr nocapture noundef readonly %g, ptr nocapture noundef readonly %h, ptr nocapture noundef writeonly %o, ptr nocapture noundef writeonly %p) local_unnamed_addr #0 !dbg !56 {
entry:
    #dbg_value(i32 %n, !61, !DIExpression(), !77)
    #dbg_value(ptr %a, !62, !DIExpression(), !77)
    #dbg_value(ptr %b, !63, !DIExpression(), !77)
    #dbg_value(ptr %c, !64, !DIExpression(), !77)
    #dbg_value(ptr %d, !65, !DIExpression(), !77)
    #dbg_value(ptr %e, !66, !DIExpression(), !77)
    #dbg_value(ptr %f, !67, !DIExpression(), !77)
    #dbg_value(ptr %g, !68, !DIExpression(), !77)
    #dbg_value(ptr %h, !69, !DIExpression(), !77)
    #dbg_value(ptr %o, !70, !DIExpression(), !77)
    #dbg_value(ptr %p, !71, !DIExpression(), !77)
    #dbg_value(i32 0, !72, !DIExpression(), !78)
  %cmp66 = icmp sgt i32 %n, 0, !dbg !79
  br i1 %cmp66, label %for.cond1.preheader.preheader, label %for.cond.cleanup, !dbg !80

for.cond1.preheader.preheader:                    ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !79
  br label %for.cond1.preheader, !dbg !80

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond.cleanup3
  %indvars.iv70 = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %indvars.iv.next71, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv70, !72, !DIExpression(), !78)
  %0 = shl nsw i64 %indvars.iv70, 6
    #dbg_value(i32 0, !74, !DIExpression(), !81)
  br label %for.body4, !dbg !82

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !83

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next71 = add nuw nsw i64 %indvars.iv70, 1, !dbg !84
    #dbg_value(i64 %indvars.iv.next71, !72, !DIExpression(), !78)
  %exitcond74.not = icmp eq i64 %indvars.iv.next71, %wide.trip.count, !dbg !79
  br i1 %exitcond74.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !80, !llvm.loop !85

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !74, !DIExpression(), !81)
  %1 = add nuw nsw i64 %indvars.iv, %0, !dbg !89
  %arrayidx = getelementptr inbounds double, ptr %a, i64 %1, !dbg !92
  %2 = load double, ptr %arrayidx, align 8, !dbg !92, !tbaa !93
  %arrayidx8 = getelementptr inbounds double, ptr %b, i64 %1, !dbg !97
  %3 = load double, ptr %arrayidx8, align 8, !dbg !97, !tbaa !93
  %arrayidx10 = getelementptr inbounds double, ptr %c, i64 %indvars.iv, !dbg !98
  %4 = load double, ptr %arrayidx10, align 8, !dbg !98, !tbaa !93
  %5 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %2), !dbg !99
  %arrayidx13 = getelementptr inbounds double, ptr %d, i64 %indvars.iv, !dbg !100
  %6 = load double, ptr %arrayidx13, align 8, !dbg !100, !tbaa !93
  %arrayidx17 = getelementptr inbounds double, ptr %e, i64 %1, !dbg !101
  %7 = load double, ptr %arrayidx17, align 8, !dbg !101, !tbaa !93
  %8 = tail call double @llvm.fmuladd.f64(double %6, double %7, double %5), !dbg !102
  %arrayidx22 = getelementptr inbounds double, ptr %o, i64 %1, !dbg !103
  store double %8, ptr %arrayidx22, align 8, !dbg !104, !tbaa !93
  %arrayidx24 = getelementptr inbounds double, ptr %f, i64 %indvars.iv, !dbg !105
  %9 = load double, ptr %arrayidx24, align 8, !dbg !105, !tbaa !93
  %arrayidx28 = getelementptr inbounds double, ptr %g, i64 %1, !dbg !106
  %10 = load double, ptr %arrayidx28, align 8, !dbg !106, !tbaa !93
  %arrayidx31 = getelementptr inbounds double, ptr %h, i64 %indvars.iv, !dbg !107
  %11 = load double, ptr %arrayidx31, align 8, !dbg !107, !tbaa !93
  %12 = load double, ptr %arrayidx, align 8, !dbg !108, !tbaa !93
  %mul36 = fmul double %11, %12, !dbg !109
  %13 = tail call double @llvm.fmuladd.f64(double %9, double %10, double %mul36), !dbg !110
  %arrayidx40 = getelementptr inbounds double, ptr %p, i64 %1, !dbg !111
  store double %13, ptr %arrayidx40, align 8, !dbg !112, !tbaa !93
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !113
    #dbg_value(i64 %indvars.iv.next, !74, !DIExpression(), !81)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 64, !dbg !114
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !82, !llvm.loop !115
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @smooth(i32 noundef %n, ptr noalias nocapture noundef %x) local_unnamed_addr #0 !dbg !117 {
entry:
    #dbg_value(i32 %n, !122, !DIExpression(), !129)
    #dbg_value(ptr %x, !123, !DIExpression(), !129)
    #dbg_value(i32 1, !124, !DIExpression(), !130)
  %cmp30 = icmp sgt i32 %n, 1, !dbg !131
  br i1 %cmp30, label %for.cond1.preheader.preheader, label %for.cond.cleanup, !dbg !132

for.cond1.preheader.preheader:                    ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !131
  %invariant.gep43 = getelementptr i8, ptr %x, i64 -512, !dbg !132
  %invariant.gep = getelementptr i8, ptr %x, i64 512, !dbg !132
  br label %for.cond1.preheader, !dbg !132

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond.cleanup3
  %indvar = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %indvar.next, %for.cond.cleanup3 ]
  %indvars.iv35 = phi i64 [ 1, %for.cond1.preheader.preheader ], [ %indvars.iv.next36, %for.cond.cleanup3 ]
  %0 = shl nuw nsw i64 %indvar, 9
  %gep44 = getelementptr i8, ptr %invariant.gep, i64 %0
    #dbg_value(i64 %indvars.iv35, !124, !DIExpression(), !130)
  %1 = shl nsw i64 %indvars.iv35, 6
    #dbg_value(i32 1, !126, !DIExpression(), !133)
  %gep = getelementptr double, ptr %invariant.gep43, i64 %1, !dbg !134
  %load_initial = load double, ptr %gep44, align 8
  br label %for.body4, !dbg !134

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !135

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next36 = add nuw nsw i64 %indvars.iv35, 1, !dbg !136
    #dbg_value(i64 %indvars.iv.next36, !124, !DIExpression(), !130)
  %exitcond40.not = icmp eq i64 %indvars.iv.next36, %wide.trip.count, !dbg !131
  %indvar.next = add i64 %indvar, 1, !dbg !132
  br i1 %exitcond40.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !132, !llvm.loop !137

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %store_forwarded = phi double [ %load_initial, %for.cond1.preheader ], [ %mul11, %for.body4 ], !dbg !139
  %indvars.iv = phi i64 [ 1, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !126, !DIExpression(), !133)
  %2 = or disjoint i64 %indvars.iv, %1, !dbg !141
  %3 = getelementptr double, ptr %x, i64 %2, !dbg !139
  %gep42 = getelementptr double, ptr %gep, i64 %indvars.iv, !dbg !142
  %4 = load double, ptr %gep42, align 8, !dbg !142, !tbaa !93
  %add10 = fadd double %store_forwarded, %4, !dbg !143
  %mul11 = fmul double %add10, 5.000000e-01, !dbg !144
  store double %mul11, ptr %3, align 8, !dbg !145, !tbaa !93
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !146
    #dbg_value(i64 %indvars.iv.next, !126, !DIExpression(), !133)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 64, !dbg !147
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !134, !llvm.loop !148
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !2 {
entry:
    #dbg_value(i32 0, !41, !DIExpression(), !150)
  br label %for.body, !dbg !151

for.body:                                         ; preds = %entry, %for.body
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !41, !DIExpression(), !150)
  %rem.lhs.trunc = trunc i64 %indvars.iv to i16, !dbg !152
  %rem75 = urem i16 %rem.lhs.trunc, 7, !dbg !152
  %conv = uitofp nneg i16 %rem75 to double, !dbg !155
  %arrayidx = getelementptr inbounds [4096 x double], ptr @main.a, i64 0, i64 %indvars.iv, !dbg !156
  store double %conv, ptr %arrayidx, align 8, !dbg !157, !tbaa !93
  %rem176 = urem i16 %rem.lhs.trunc, 5, !dbg !158
  %conv2 = uitofp nneg i16 %rem176 to double, !dbg !159
  %arrayidx4 = getelementptr inbounds [4096 x double], ptr @main.b, i64 0, i64 %indvars.iv, !dbg !160
  store double %conv2, ptr %arrayidx4, align 8, !dbg !161, !tbaa !93
  %rem577 = urem i16 %rem.lhs.trunc, 3, !dbg !162
  %conv6 = uitofp nneg i16 %rem577 to double, !dbg !163
  %arrayidx8 = getelementptr inbounds [4096 x double], ptr @main.e, i64 0, i64 %indvars.iv, !dbg !164
  store double %conv6, ptr %arrayidx8, align 8, !dbg !165, !tbaa !93
  %rem978 = urem i16 %rem.lhs.trunc, 11, !dbg !166
  %conv10 = uitofp nneg i16 %rem978 to double, !dbg !167
  %arrayidx12 = getelementptr inbounds [4096 x double], ptr @main.g, i64 0, i64 %indvars.iv, !dbg !168
  store double %conv10, ptr %arrayidx12, align 8, !dbg !169, !tbaa !93
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !170
    #dbg_value(i64 %indvars.iv.next, !41, !DIExpression(), !150)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4096, !dbg !171
  br i1 %exitcond.not, label %for.body17, label %for.body, !dbg !151, !llvm.loop !172

for.cond.cleanup16:                               ; preds = %for.body17
  tail call void @blend(i32 noundef 64, ptr noundef nonnull @main.a, ptr noundef nonnull @main.b, ptr noundef nonnull @main.c, ptr noundef nonnull @main.d, ptr noundef nonnull @main.e, ptr noundef nonnull @main.f, ptr noundef nonnull @main.g, ptr noundef nonnull @main.h, ptr noundef nonnull @main.o, ptr noundef nonnull @main.p), !dbg !174
  tail call void @smooth(i32 noundef 64, ptr noundef nonnull @main.g), !dbg !175
    #dbg_value(double 0.000000e+00, !45, !DIExpression(), !176)
    #dbg_value(i32 0, !46, !DIExpression(), !177)
  br label %for.body38, !dbg !178

for.body17:                                       ; preds = %for.body, %for.body17
  %indvars.iv85 = phi i64 [ %indvars.iv.next86, %for.body17 ], [ 0, %for.body ]
    #dbg_value(i64 %indvars.iv85, !43, !DIExpression(), !179)
  %0 = trunc nuw nsw i64 %indvars.iv85 to i32, !dbg !180
  %conv18 = uitofp nneg i32 %0 to double, !dbg !180
  %arrayidx20 = getelementptr inbounds [64 x double], ptr @main.c, i64 0, i64 %indvars.iv85, !dbg !183
  store double %conv18, ptr %arrayidx20, align 8, !dbg !184, !tbaa !93
  %indvars.iv85.tr = trunc i64 %indvars.iv85 to i32, !dbg !185
  %1 = shl i32 %indvars.iv85.tr, 1, !dbg !185
  %conv21 = uitofp nneg i32 %1 to double, !dbg !185
  %arrayidx23 = getelementptr inbounds [64 x double], ptr @main.d, i64 0, i64 %indvars.iv85, !dbg !186
  store double %conv21, ptr %arrayidx23, align 8, !dbg !187, !tbaa !93
  %rem24 = and i32 %0, 3, !dbg !188
  %conv25 = uitofp nneg i32 %rem24 to double, !dbg !189
  %arrayidx27 = getelementptr inbounds [64 x double], ptr @main.f, i64 0, i64 %indvars.iv85, !dbg !190
  store double %conv25, ptr %arrayidx27, align 8, !dbg !191, !tbaa !93
  %arrayidx29 = getelementptr inbounds [64 x double], ptr @main.h, i64 0, i64 %indvars.iv85, !dbg !192
  store double 1.000000e+00, ptr %arrayidx29, align 8, !dbg !193, !tbaa !93
  %indvars.iv.next86 = add nuw nsw i64 %indvars.iv85, 1, !dbg !194
    #dbg_value(i64 %indvars.iv.next86, !43, !DIExpression(), !179)
  %exitcond89.not = icmp eq i64 %indvars.iv.next86, 64, !dbg !195
  br i1 %exitcond89.not, label %for.cond.cleanup16, label %for.body17, !dbg !196, !llvm.loop !197

for.cond.cleanup37:                               ; preds = %for.body38
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6), !dbg !199
  ret i32 0, !dbg !200

for.body38:                                       ; preds = %for.cond.cleanup16, %for.body38
  %indvars.iv90 = phi i64 [ 0, %for.cond.cleanup16 ], [ %indvars.iv.next91, %for.body38 ]
  %s.082 = phi double [ 0.000000e+00, %for.cond.cleanup16 ], [ %6, %for.body38 ]
    #dbg_value(i64 %indvars.iv90, !46, !DIExpression(), !177)
    #dbg_value(double %s.082, !45, !DIExpression(), !176)
  %arrayidx40 = getelementptr inbounds [4096 x double], ptr @main.o, i64 0, i64 %indvars.iv90, !dbg !201
  %2 = load double, ptr %arrayidx40, align 8, !dbg !201, !tbaa !93
  %arrayidx42 = getelementptr inbounds [4096 x double], ptr @main.p, i64 0, i64 %indvars.iv90, !dbg !203
  %3 = load double, ptr %arrayidx42, align 8, !dbg !203, !tbaa !93
  %4 = tail call double @llvm.fmuladd.f64(double %3, double 2.000000e+00, double %2), !dbg !204
  %arrayidx45 = getelementptr inbounds [4096 x double], ptr @main.g, i64 0, i64 %indvars.iv90, !dbg !205
  %5 = load double, ptr %arrayidx45, align 8, !dbg !205, !tbaa !93
  %add = fadd double %4, %5, !dbg !206
  %rem46.lhs.trunc = trunc i64 %indvars.iv90 to i16, !dbg !207
  %rem4679 = urem i16 %rem46.lhs.trunc, 13, !dbg !207
  %conv47 = uitofp nneg i16 %rem4679 to double, !dbg !208
  %6 = tail call double @llvm.fmuladd.f64(double %add, double %conv47, double %s.082), !dbg !209
    #dbg_value(double %6, !45, !DIExpression(), !176)
  %indvars.iv.next91 = add nuw nsw i64 %indvars.iv90, 1, !dbg !210
    #dbg_value(i64 %indvars.iv.next91, !46, !DIExpression(), !177)
  %exitcond93.not = icmp eq i64 %indvars.iv.next91, 4096, !dbg !211
  br i1 %exitcond93.not, label %for.cond.cleanup37, label %for.body38, !dbg !178, !llvm.loop !212
}

; Function Attrs: nofree nounwind
declare !dbg !214 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 19, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !4, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !40)
!3 = !DIFile(filename: "blend.c", directory: ".", checksumkind: CSK_MD5, checksum: "972774751a2c8809e044b1b06ba83d60")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0, !9, !15, !20, !22, !24, !26, !28, !30, !32, !34}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 19, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 262144, elements: !13)
!12 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!13 = !{!14}
!14 = !DISubrange(count: 4096)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 19, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 4096, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 64)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "d", scope: !2, file: !3, line: 19, type: !17, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "e", scope: !2, file: !3, line: 19, type: !11, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "f", scope: !2, file: !3, line: 19, type: !17, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 19, type: !11, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "h", scope: !2, file: !3, line: 19, type: !17, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "o", scope: !2, file: !3, line: 19, type: !11, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "p", scope: !2, file: !3, line: 19, type: !11, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 56, elements: !38)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 7)
!40 = !{!41, !43, !45, !46}
!41 = !DILocalVariable(name: "i", scope: !42, file: !3, line: 20, type: !6)
!42 = distinct !DILexicalBlock(scope: !2, file: !3, line: 20, column: 3)
!43 = !DILocalVariable(name: "j", scope: !44, file: !3, line: 26, type: !6)
!44 = distinct !DILexicalBlock(scope: !2, file: !3, line: 26, column: 3)
!45 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 34, type: !12)
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 35, type: !6)
!47 = distinct !DILexicalBlock(scope: !2, file: !3, line: 35, column: 3)
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "blend", scope: !3, file: !3, line: 3, type: !57, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !60)
!57 = !DISubroutineType(types: !58)
!58 = !{null, !6, !59, !59, !59, !59, !59, !59, !59, !59, !59, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!60 = !{!61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !74}
!61 = !DILocalVariable(name: "n", arg: 1, scope: !56, file: !3, line: 3, type: !6)
!62 = !DILocalVariable(name: "a", arg: 2, scope: !56, file: !3, line: 3, type: !59)
!63 = !DILocalVariable(name: "b", arg: 3, scope: !56, file: !3, line: 3, type: !59)
!64 = !DILocalVariable(name: "c", arg: 4, scope: !56, file: !3, line: 3, type: !59)
!65 = !DILocalVariable(name: "d", arg: 5, scope: !56, file: !3, line: 3, type: !59)
!66 = !DILocalVariable(name: "e", arg: 6, scope: !56, file: !3, line: 3, type: !59)
!67 = !DILocalVariable(name: "f", arg: 7, scope: !56, file: !3, line: 4, type: !59)
!68 = !DILocalVariable(name: "g", arg: 8, scope: !56, file: !3, line: 4, type: !59)
!69 = !DILocalVariable(name: "h", arg: 9, scope: !56, file: !3, line: 4, type: !59)
!70 = !DILocalVariable(name: "o", arg: 10, scope: !56, file: !3, line: 4, type: !59)
!71 = !DILocalVariable(name: "p", arg: 11, scope: !56, file: !3, line: 4, type: !59)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 5, type: !6)
!73 = distinct !DILexicalBlock(scope: !56, file: !3, line: 5, column: 3)
!74 = !DILocalVariable(name: "j", scope: !75, file: !3, line: 6, type: !6)
!75 = distinct !DILexicalBlock(scope: !76, file: !3, line: 6, column: 5)
!76 = distinct !DILexicalBlock(scope: !73, file: !3, line: 5, column: 3)
!77 = !DILocation(line: 0, scope: !56)
!78 = !DILocation(line: 0, scope: !73)
!79 = !DILocation(line: 5, column: 21, scope: !76)
!80 = !DILocation(line: 5, column: 3, scope: !73)
!81 = !DILocation(line: 0, scope: !75)
!82 = !DILocation(line: 6, column: 5, scope: !75)
!83 = !DILocation(line: 10, column: 1, scope: !56)
!84 = !DILocation(line: 5, column: 27, scope: !76)
!85 = distinct !{!85, !80, !86, !87, !88}
!86 = !DILocation(line: 9, column: 5, scope: !73)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !{!"llvm.loop.unroll.disable"}
!89 = !DILocation(line: 7, column: 32, scope: !90)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 6, column: 34)
!91 = distinct !DILexicalBlock(scope: !75, file: !3, line: 6, column: 5)
!92 = !DILocation(line: 7, column: 23, scope: !90)
!93 = !{!94, !94, i64 0}
!94 = !{!"double", !95, i64 0}
!95 = !{!"omnipotent char", !96, i64 0}
!96 = !{!"Simple C/C++ TBAA"}
!97 = !DILocation(line: 7, column: 39, scope: !90)
!98 = !DILocation(line: 7, column: 55, scope: !90)
!99 = !DILocation(line: 7, column: 37, scope: !90)
!100 = !DILocation(line: 7, column: 62, scope: !90)
!101 = !DILocation(line: 7, column: 69, scope: !90)
!102 = !DILocation(line: 7, column: 60, scope: !90)
!103 = !DILocation(line: 7, column: 7, scope: !90)
!104 = !DILocation(line: 7, column: 21, scope: !90)
!105 = !DILocation(line: 8, column: 23, scope: !90)
!106 = !DILocation(line: 8, column: 30, scope: !90)
!107 = !DILocation(line: 8, column: 46, scope: !90)
!108 = !DILocation(line: 8, column: 53, scope: !90)
!109 = !DILocation(line: 8, column: 51, scope: !90)
!110 = !DILocation(line: 8, column: 44, scope: !90)
!111 = !DILocation(line: 8, column: 7, scope: !90)
!112 = !DILocation(line: 8, column: 21, scope: !90)
!113 = !DILocation(line: 6, column: 30, scope: !91)
!114 = !DILocation(line: 6, column: 23, scope: !91)
!115 = distinct !{!115, !82, !116, !87, !88}
!116 = !DILocation(line: 9, column: 5, scope: !75)
!117 = distinct !DISubprogram(name: "smooth", scope: !3, file: !3, line: 12, type: !118, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !121)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !6, !120}
!120 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!121 = !{!122, !123, !124, !126}
!122 = !DILocalVariable(name: "n", arg: 1, scope: !117, file: !3, line: 12, type: !6)
!123 = !DILocalVariable(name: "x", arg: 2, scope: !117, file: !3, line: 12, type: !120)
!124 = !DILocalVariable(name: "i", scope: !125, file: !3, line: 13, type: !6)
!125 = distinct !DILexicalBlock(scope: !117, file: !3, line: 13, column: 3)
!126 = !DILocalVariable(name: "j", scope: !127, file: !3, line: 14, type: !6)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 14, column: 5)
!128 = distinct !DILexicalBlock(scope: !125, file: !3, line: 13, column: 3)
!129 = !DILocation(line: 0, scope: !117)
!130 = !DILocation(line: 0, scope: !125)
!131 = !DILocation(line: 13, column: 21, scope: !128)
!132 = !DILocation(line: 13, column: 3, scope: !125)
!133 = !DILocation(line: 0, scope: !127)
!134 = !DILocation(line: 14, column: 5, scope: !127)
!135 = !DILocation(line: 16, column: 1, scope: !117)
!136 = !DILocation(line: 13, column: 27, scope: !128)
!137 = distinct !{!137, !132, !138, !87, !88}
!138 = !DILocation(line: 15, column: 69, scope: !125)
!139 = !DILocation(line: 15, column: 30, scope: !140)
!140 = distinct !DILexicalBlock(scope: !127, file: !3, line: 14, column: 5)
!141 = !DILocation(line: 15, column: 39, scope: !140)
!142 = !DILocation(line: 15, column: 50, scope: !140)
!143 = !DILocation(line: 15, column: 48, scope: !140)
!144 = !DILocation(line: 15, column: 27, scope: !140)
!145 = !DILocation(line: 15, column: 21, scope: !140)
!146 = !DILocation(line: 14, column: 30, scope: !140)
!147 = !DILocation(line: 14, column: 23, scope: !140)
!148 = distinct !{!148, !134, !149, !87, !88}
!149 = !DILocation(line: 15, column: 69, scope: !127)
!150 = !DILocation(line: 0, scope: !42)
!151 = !DILocation(line: 20, column: 3, scope: !42)
!152 = !DILocation(line: 21, column: 14, scope: !153)
!153 = distinct !DILexicalBlock(scope: !154, file: !3, line: 20, column: 34)
!154 = distinct !DILexicalBlock(scope: !42, file: !3, line: 20, column: 3)
!155 = !DILocation(line: 21, column: 12, scope: !153)
!156 = !DILocation(line: 21, column: 5, scope: !153)
!157 = !DILocation(line: 21, column: 10, scope: !153)
!158 = !DILocation(line: 22, column: 14, scope: !153)
!159 = !DILocation(line: 22, column: 12, scope: !153)
!160 = !DILocation(line: 22, column: 5, scope: !153)
!161 = !DILocation(line: 22, column: 10, scope: !153)
!162 = !DILocation(line: 23, column: 14, scope: !153)
!163 = !DILocation(line: 23, column: 12, scope: !153)
!164 = !DILocation(line: 23, column: 5, scope: !153)
!165 = !DILocation(line: 23, column: 10, scope: !153)
!166 = !DILocation(line: 24, column: 14, scope: !153)
!167 = !DILocation(line: 24, column: 12, scope: !153)
!168 = !DILocation(line: 24, column: 5, scope: !153)
!169 = !DILocation(line: 24, column: 10, scope: !153)
!170 = !DILocation(line: 20, column: 30, scope: !154)
!171 = !DILocation(line: 20, column: 21, scope: !154)
!172 = distinct !{!172, !151, !173, !87, !88}
!173 = !DILocation(line: 25, column: 3, scope: !42)
!174 = !DILocation(line: 32, column: 3, scope: !2)
!175 = !DILocation(line: 33, column: 3, scope: !2)
!176 = !DILocation(line: 0, scope: !2)
!177 = !DILocation(line: 0, scope: !47)
!178 = !DILocation(line: 35, column: 3, scope: !47)
!179 = !DILocation(line: 0, scope: !44)
!180 = !DILocation(line: 27, column: 12, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 26, column: 32)
!182 = distinct !DILexicalBlock(scope: !44, file: !3, line: 26, column: 3)
!183 = !DILocation(line: 27, column: 5, scope: !181)
!184 = !DILocation(line: 27, column: 10, scope: !181)
!185 = !DILocation(line: 28, column: 12, scope: !181)
!186 = !DILocation(line: 28, column: 5, scope: !181)
!187 = !DILocation(line: 28, column: 10, scope: !181)
!188 = !DILocation(line: 29, column: 14, scope: !181)
!189 = !DILocation(line: 29, column: 12, scope: !181)
!190 = !DILocation(line: 29, column: 5, scope: !181)
!191 = !DILocation(line: 29, column: 10, scope: !181)
!192 = !DILocation(line: 30, column: 5, scope: !181)
!193 = !DILocation(line: 30, column: 10, scope: !181)
!194 = !DILocation(line: 26, column: 28, scope: !182)
!195 = !DILocation(line: 26, column: 21, scope: !182)
!196 = !DILocation(line: 26, column: 3, scope: !44)
!197 = distinct !{!197, !196, !198, !87, !88}
!198 = !DILocation(line: 31, column: 3, scope: !44)
!199 = !DILocation(line: 37, column: 3, scope: !2)
!200 = !DILocation(line: 38, column: 3, scope: !2)
!201 = !DILocation(line: 36, column: 11, scope: !202)
!202 = distinct !DILexicalBlock(scope: !47, file: !3, line: 35, column: 3)
!203 = !DILocation(line: 36, column: 22, scope: !202)
!204 = !DILocation(line: 36, column: 16, scope: !202)
!205 = !DILocation(line: 36, column: 29, scope: !202)
!206 = !DILocation(line: 36, column: 27, scope: !202)
!207 = !DILocation(line: 36, column: 40, scope: !202)
!208 = !DILocation(line: 36, column: 37, scope: !202)
!209 = !DILocation(line: 36, column: 7, scope: !202)
!210 = !DILocation(line: 35, column: 30, scope: !202)
!211 = !DILocation(line: 35, column: 21, scope: !202)
!212 = distinct !{!212, !178, !213, !87, !88}
!213 = !DILocation(line: 36, column: 44, scope: !47)
!214 = !DISubprogram(name: "printf", scope: !215, file: !215, line: 356, type: !216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!216 = !DISubroutineType(types: !217)
!217 = !{!6, !218, null}
!218 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !219)
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!220 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
