; gemm in i-k-j order, alpha * A[i][k] * A[i][k] kept in a register across
; the j loop (v_mul11; squared, it is not a chain of one element's
; arithmetic, which the reader would compute again: see
; schedule/recompute-hoisted-product.ll). The scheduler tiles the three
; loops under value-based
; dependences, which breaks v_mul11's live ranges, so the driver expands it
; along the two loops it crosses: on the optimized path, a heap buffer of
; n x n doubles (plus one) is allocated before the nest, written by S0 at
; [i][k], read by S1, and freed at the nest's exit; when malloc refuses,
; the original code runs; the original path allocates nothing. The regenerated program prints what the original
; prints (n = 70, 129: partial tiles; 0: the original path).
; RUN: %opt -passes='tessera<only=gemm_ikj>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 129 > %t.out && %t.ref 129 > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 0 > %t.out && %t.ref 0 > %t.ref.out && diff %t.out %t.ref.out
; SOURCE: gemm_ikj.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline)) void gemm_ikj(int n, double alpha, double C[restrict n][n],
;    5|                                         double A[restrict n][n], double B[restrict n][n]) {
;    6|   for (int i = 0; i < n; i++)
;    7|     for (int k = 0; k < n; k++) {
;    8|       double t = alpha * A[i][k] * A[i][k];
;    9|       for (int j = 0; j < n; j++)
;   10|         C[i][j] += t * B[k][j];
;   11|     }
;   12| }
;   13|
;   14| int main(int argc, char **argv) {
;   15|   int n = argc > 1 ? atoi(argv[1]) : 70;
;   16|   double (*A)[n] = malloc(sizeof(double) * n * n + 8);
;   17|   double (*B)[n] = malloc(sizeof(double) * n * n + 8);
;   18|   double (*C)[n] = malloc(sizeof(double) * n * n + 8);
;   19|   for (int i = 0; i < n; i++)
;   20|     for (int j = 0; j < n; j++) {
;   21|       A[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
;   22|       B[i][j] = (double)((i * 5 + j) % 13) / 13.0;
;   23|       C[i][j] = (double)(i - j) / 7.0;
;   24|     }
;   25|   gemm_ikj(n, 1.5, C, A, B);
;   26|   double s = 0;
;   27|   for (int i = 0; i < n; i++)
;   28|     for (int j = 0; j < n; j++)
;   29|       s += C[i][j] * (double)(i + 2 * j + 1);
;   30|   printf("%.17g\n", s);
;   31|   return 0;
;   32| }
; END-SOURCE
;
; REMARK: remark: gemm_ikj.c:6:3: SCoP gemm_ikj.scop0 gets the computed schedule, expanding @v_mul11 along 2 loop(s)
; REMARK: remark: gemm_ikj.c:6:3: regenerated SCoP gemm_ikj.scop0 (3 loops, 2 statements) from its schedule
; CHECK-LABEL: define {{.*}} @gemm_ikj(
; CHECK: tessera.start:
; The buffer: n * n elements of 8 bytes, plus 8.
; CHECK: [[BYTES:%[0-9]+]] = mul i64 %{{[0-9]+}}, 8
; CHECK-NEXT: [[SIZE:%[0-9]+]] = add i64 [[BYTES]], 8
; CHECK-NEXT: [[BUF:%[0-9]+]] = call ptr @malloc(i64 [[SIZE]])
; A refused allocation runs the original code, which needs no buffer.
; CHECK-NEXT: [[OK:%[0-9]+]] = icmp ne ptr [[BUF]], null
; CHECK-NEXT: br i1 [[OK]], label %tessera.allocated, label %tessera.refused
; CHECK: tessera.refused:
; CHECK-NEXT: call void @free(ptr [[BUF]])
; CHECK-NEXT: br label %for.body4.lr.ph.preheader
; S0 stores alpha * A[i][k] * A[i][k] into its element.
; CHECK: [[ALPHA_A:%[0-9]+]] = fmul double [[A:%[0-9]+]], %alpha
; CHECK-NEXT: [[PROD:%[0-9]+]] = fmul double [[A]], [[ALPHA_A]]
; CHECK: [[ELT:%[0-9]+]] = getelementptr double, ptr [[BUF]], i64 %{{[0-9]+}}
; CHECK-NEXT: store double [[PROD]], ptr [[ELT]]
; Freed where the optimized path leaves the nest.
; CHECK: call void @free(ptr [[BUF]])
; CHECK-NEXT: br label %for.cond.cleanup
; S1 reads the element back.
; CHECK: getelementptr double, ptr [[BUF]], i64

; ModuleID = 'gemm_ikj.c'
source_filename = "gemm_ikj.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gemm_ikj(i32 noundef %n, double noundef %alpha, ptr noalias nocapture noundef %C, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %B) local_unnamed_addr #0 !dbg !23 {
entry:
    #dbg_value(i32 %n, !32, !DIExpression(), !47)
    #dbg_value(double %alpha, !33, !DIExpression(), !47)
    #dbg_value(ptr %C, !34, !DIExpression(), !47)
    #dbg_value(ptr %A, !35, !DIExpression(), !47)
    #dbg_value(ptr %B, !36, !DIExpression(), !47)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !37, !DIExpression(), !48)
  %cmp55 = icmp sgt i32 %n, 0, !dbg !49
  br i1 %cmp55, label %for.body4.lr.ph, label %for.cond.cleanup, !dbg !50

for.body4.lr.ph:                                  ; preds = %entry, %for.cond.cleanup3
  %indvars.iv63 = phi i64 [ %indvars.iv.next64, %for.cond.cleanup3 ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv63, !37, !DIExpression(), !48)
    #dbg_value(i32 0, !39, !DIExpression(), !51)
  %1 = mul nuw nsw i64 %indvars.iv63, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %1
  %arrayidx22 = getelementptr inbounds double, ptr %C, i64 %1
  br label %for.body4, !dbg !52

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !53

for.cond.cleanup3:                                ; preds = %for.cond.cleanup14
  %indvars.iv.next64 = add nuw nsw i64 %indvars.iv63, 1, !dbg !54
    #dbg_value(i64 %indvars.iv.next64, !37, !DIExpression(), !48)
  %exitcond67.not = icmp eq i64 %indvars.iv.next64, %0, !dbg !49
  br i1 %exitcond67.not, label %for.cond.cleanup, label %for.body4.lr.ph, !dbg !50, !llvm.loop !55

for.body4:                                        ; preds = %for.body4.lr.ph, %for.cond.cleanup14
  %indvars.iv58 = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next59, %for.cond.cleanup14 ]
    #dbg_value(i64 %indvars.iv58, !39, !DIExpression(), !51)
  %arrayidx6 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv58, !dbg !59
  %2 = load double, ptr %arrayidx6, align 8, !dbg !59, !tbaa !60
  %mul = fmul double %2, %alpha, !dbg !64
  %mul11 = fmul double %2, %mul, !dbg !65
    #dbg_value(double %mul11, !42, !DIExpression(), !66)
    #dbg_value(i32 0, !45, !DIExpression(), !67)
  %3 = mul nuw nsw i64 %indvars.iv58, %0
  %arrayidx17 = getelementptr inbounds double, ptr %B, i64 %3
  br label %for.body15, !dbg !68

for.cond.cleanup14:                               ; preds = %for.body15
  %indvars.iv.next59 = add nuw nsw i64 %indvars.iv58, 1, !dbg !69
    #dbg_value(i64 %indvars.iv.next59, !39, !DIExpression(), !51)
  %exitcond62.not = icmp eq i64 %indvars.iv.next59, %0, !dbg !70
  br i1 %exitcond62.not, label %for.cond.cleanup3, label %for.body4, !dbg !52, !llvm.loop !71

for.body15:                                       ; preds = %for.body4, %for.body15
  %indvars.iv = phi i64 [ 0, %for.body4 ], [ %indvars.iv.next, %for.body15 ]
    #dbg_value(i64 %indvars.iv, !45, !DIExpression(), !67)
  %arrayidx19 = getelementptr inbounds double, ptr %arrayidx17, i64 %indvars.iv, !dbg !73
  %4 = load double, ptr %arrayidx19, align 8, !dbg !73, !tbaa !60
  %arrayidx24 = getelementptr inbounds double, ptr %arrayidx22, i64 %indvars.iv, !dbg !75
  %5 = load double, ptr %arrayidx24, align 8, !dbg !76, !tbaa !60
  %6 = tail call double @llvm.fmuladd.f64(double %mul11, double %4, double %5), !dbg !76
  store double %6, ptr %arrayidx24, align 8, !dbg !76, !tbaa !60
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !77
    #dbg_value(i64 %indvars.iv.next, !45, !DIExpression(), !67)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !78
  br i1 %exitcond.not, label %for.cond.cleanup14, label %for.body15, !dbg !68, !llvm.loop !79
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !81 {
entry:
    #dbg_value(i32 %argc, !85, !DIExpression(), !102)
    #dbg_value(ptr %argv, !86, !DIExpression(), !102)
  %cmp = icmp sgt i32 %argc, 1, !dbg !103
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !104

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !105
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !105, !tbaa !106
    #dbg_value(ptr %0, !108, !DIExpression(), !116)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #6, !dbg !118
  %conv.i = trunc i64 %call.i to i32, !dbg !119
  br label %cond.end, !dbg !104

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 70, %entry ], !dbg !104
    #dbg_value(i32 %cond, !87, !DIExpression(), !102)
  %1 = zext i32 %cond to i64, !dbg !120
  %conv = sext i32 %cond to i64, !dbg !121
  %mul = shl nsw i64 %conv, 3, !dbg !122
  %mul2 = mul i64 %mul, %conv, !dbg !123
  %add = add i64 %mul2, 8, !dbg !124
  %call3 = tail call noalias ptr @malloc(i64 noundef %add) #7, !dbg !125
    #dbg_value(ptr %call3, !88, !DIExpression(), !102)
  %call9 = tail call noalias ptr @malloc(i64 noundef %add) #7, !dbg !126
    #dbg_value(ptr %call9, !89, !DIExpression(), !102)
  %call15 = tail call noalias ptr @malloc(i64 noundef %add) #7, !dbg !127
    #dbg_value(ptr %call15, !90, !DIExpression(), !102)
    #dbg_value(i32 0, !91, !DIExpression(), !128)
  %cmp16116 = icmp sgt i32 %cond, 0, !dbg !129
  br i1 %cmp16116, label %for.body22.lr.ph, label %for.cond.cleanup.thread, !dbg !130

for.cond.cleanup.thread:                          ; preds = %cond.end
  tail call void @gemm_ikj(i32 noundef %cond, double noundef 1.500000e+00, ptr noundef %call15, ptr noundef %call3, ptr noundef %call9), !dbg !131
    #dbg_value(double 0.000000e+00, !96, !DIExpression(), !102)
    #dbg_value(i32 0, !97, !DIExpression(), !132)
  br label %for.cond.cleanup52, !dbg !133

for.body22.lr.ph:                                 ; preds = %cond.end, %for.cond.cleanup21
  %indvars.iv130 = phi i64 [ %indvars.iv.next131, %for.cond.cleanup21 ], [ 0, %cond.end ]
    #dbg_value(i64 %indvars.iv130, !91, !DIExpression(), !128)
    #dbg_value(i32 0, !93, !DIExpression(), !134)
  %2 = mul nuw nsw i64 %indvars.iv130, 7
  %3 = mul nuw nsw i64 %indvars.iv130, %1
  %arrayidx27 = getelementptr inbounds double, ptr %call3, i64 %3
  %4 = mul nuw nsw i64 %indvars.iv130, 5
  %arrayidx36 = getelementptr inbounds double, ptr %call9, i64 %3
  %arrayidx42 = getelementptr inbounds double, ptr %call15, i64 %3
  br label %for.body22, !dbg !135

for.cond.cleanup:                                 ; preds = %for.cond.cleanup21
  tail call void @gemm_ikj(i32 noundef %cond, double noundef 1.500000e+00, ptr noundef nonnull %call15, ptr noundef nonnull %call3, ptr noundef nonnull %call9), !dbg !131
    #dbg_value(double 0.000000e+00, !96, !DIExpression(), !102)
    #dbg_value(i32 0, !97, !DIExpression(), !132)
  br i1 %cmp16116, label %for.body59.lr.ph, label %for.cond.cleanup52, !dbg !133

for.cond.cleanup21:                               ; preds = %for.body22
  %indvars.iv.next131 = add nuw nsw i64 %indvars.iv130, 1, !dbg !136
    #dbg_value(i64 %indvars.iv.next131, !91, !DIExpression(), !128)
  %exitcond136.not = icmp eq i64 %indvars.iv.next131, %1, !dbg !129
  br i1 %exitcond136.not, label %for.cond.cleanup, label %for.body22.lr.ph, !dbg !130, !llvm.loop !137

for.body22:                                       ; preds = %for.body22.lr.ph, %for.body22
  %indvars.iv = phi i64 [ 0, %for.body22.lr.ph ], [ %indvars.iv.next, %for.body22 ]
    #dbg_value(i64 %indvars.iv, !93, !DIExpression(), !134)
  %5 = mul nuw nsw i64 %indvars.iv, 3, !dbg !139
  %6 = add nuw nsw i64 %5, %2, !dbg !142
  %7 = trunc nuw i64 %6 to i32, !dbg !143
  %rem = urem i32 %7, 11, !dbg !143
  %conv26 = uitofp nneg i32 %rem to double, !dbg !144
  %div = fdiv double %conv26, 1.100000e+01, !dbg !145
  %arrayidx29 = getelementptr inbounds double, ptr %arrayidx27, i64 %indvars.iv, !dbg !146
  store double %div, ptr %arrayidx29, align 8, !dbg !147, !tbaa !60
  %8 = add nuw nsw i64 %indvars.iv, %4, !dbg !148
  %9 = trunc nuw i64 %8 to i32, !dbg !149
  %rem32 = urem i32 %9, 13, !dbg !149
  %conv33 = uitofp nneg i32 %rem32 to double, !dbg !150
  %div34 = fdiv double %conv33, 1.300000e+01, !dbg !151
  %arrayidx38 = getelementptr inbounds double, ptr %arrayidx36, i64 %indvars.iv, !dbg !152
  store double %div34, ptr %arrayidx38, align 8, !dbg !153, !tbaa !60
  %10 = sub nsw i64 %indvars.iv130, %indvars.iv, !dbg !154
  %11 = trunc nsw i64 %10 to i32, !dbg !155
  %conv39 = sitofp i32 %11 to double, !dbg !155
  %div40 = fdiv double %conv39, 7.000000e+00, !dbg !156
  %arrayidx44 = getelementptr inbounds double, ptr %arrayidx42, i64 %indvars.iv, !dbg !157
  store double %div40, ptr %arrayidx44, align 8, !dbg !158, !tbaa !60
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !159
    #dbg_value(i64 %indvars.iv.next, !93, !DIExpression(), !134)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %1, !dbg !160
  br i1 %exitcond.not, label %for.cond.cleanup21, label %for.body22, !dbg !135, !llvm.loop !161

for.body59.lr.ph:                                 ; preds = %for.cond.cleanup, %for.cond.cleanup58
  %indvars.iv144 = phi i64 [ %13, %for.cond.cleanup58 ], [ 0, %for.cond.cleanup ]
  %s.0122 = phi double [ %18, %for.cond.cleanup58 ], [ 0.000000e+00, %for.cond.cleanup ]
    #dbg_value(i64 %indvars.iv144, !97, !DIExpression(), !132)
    #dbg_value(i32 0, !99, !DIExpression(), !163)
    #dbg_value(double %s.0122, !96, !DIExpression(), !102)
  %12 = mul nuw nsw i64 %indvars.iv144, %1
  %arrayidx61 = getelementptr inbounds double, ptr %call15, i64 %12
  %13 = add nuw nsw i64 %indvars.iv144, 1
  br label %for.body59, !dbg !164

for.cond.cleanup52:                               ; preds = %for.cond.cleanup58, %for.cond.cleanup.thread, %for.cond.cleanup
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup ], [ 0.000000e+00, %for.cond.cleanup.thread ], [ %18, %for.cond.cleanup58 ], !dbg !165
  %call75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !166
  ret i32 0, !dbg !167

for.cond.cleanup58:                               ; preds = %for.body59
    #dbg_value(i64 %13, !97, !DIExpression(), !132)
    #dbg_value(double %18, !96, !DIExpression(), !102)
  %exitcond149.not = icmp eq i64 %13, %1, !dbg !168
  br i1 %exitcond149.not, label %for.cond.cleanup52, label %for.body59.lr.ph, !dbg !133, !llvm.loop !169

for.body59:                                       ; preds = %for.body59.lr.ph, %for.body59
  %indvars.iv137 = phi i64 [ 0, %for.body59.lr.ph ], [ %indvars.iv.next138, %for.body59 ]
  %s.1119 = phi double [ %s.0122, %for.body59.lr.ph ], [ %18, %for.body59 ]
    #dbg_value(i64 %indvars.iv137, !99, !DIExpression(), !163)
    #dbg_value(double %s.1119, !96, !DIExpression(), !102)
  %arrayidx63 = getelementptr inbounds double, ptr %arrayidx61, i64 %indvars.iv137, !dbg !171
  %14 = load double, ptr %arrayidx63, align 8, !dbg !171, !tbaa !60
  %15 = shl nuw nsw i64 %indvars.iv137, 1, !dbg !173
  %16 = add nuw nsw i64 %13, %15, !dbg !174
  %17 = trunc nuw i64 %16 to i32, !dbg !175
  %conv67 = uitofp nneg i32 %17 to double, !dbg !175
  %18 = tail call double @llvm.fmuladd.f64(double %14, double %conv67, double %s.1119), !dbg !176
    #dbg_value(double %18, !96, !DIExpression(), !102)
  %indvars.iv.next138 = add nuw nsw i64 %indvars.iv137, 1, !dbg !177
    #dbg_value(i64 %indvars.iv.next138, !99, !DIExpression(), !163)
  %exitcond143.not = icmp eq i64 %indvars.iv.next138, %1, !dbg !178
  br i1 %exitcond143.not, label %for.cond.cleanup58, label %for.body59, !dbg !164, !llvm.loop !179
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !181 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !187 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !192 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "gemm_ikj.c", directory: ".", checksumkind: CSK_MD5, checksum: "2c2bda501f3fd68c105872216775615a")
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
!23 = distinct !DISubprogram(name: "gemm_ikj", scope: !2, file: !2, line: 4, type: !24, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !31)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !10, !9, !26, !26, !26}
!26 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: -1)
!31 = !{!32, !33, !34, !35, !36, !37, !39, !42, !45}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !2, line: 4, type: !10)
!33 = !DILocalVariable(name: "alpha", arg: 2, scope: !23, file: !2, line: 4, type: !9)
!34 = !DILocalVariable(name: "C", arg: 3, scope: !23, file: !2, line: 4, type: !26)
!35 = !DILocalVariable(name: "A", arg: 4, scope: !23, file: !2, line: 5, type: !26)
!36 = !DILocalVariable(name: "B", arg: 5, scope: !23, file: !2, line: 5, type: !26)
!37 = !DILocalVariable(name: "i", scope: !38, file: !2, line: 6, type: !10)
!38 = distinct !DILexicalBlock(scope: !23, file: !2, line: 6, column: 3)
!39 = !DILocalVariable(name: "k", scope: !40, file: !2, line: 7, type: !10)
!40 = distinct !DILexicalBlock(scope: !41, file: !2, line: 7, column: 5)
!41 = distinct !DILexicalBlock(scope: !38, file: !2, line: 6, column: 3)
!42 = !DILocalVariable(name: "t", scope: !43, file: !2, line: 8, type: !9)
!43 = distinct !DILexicalBlock(scope: !44, file: !2, line: 7, column: 33)
!44 = distinct !DILexicalBlock(scope: !40, file: !2, line: 7, column: 5)
!45 = !DILocalVariable(name: "j", scope: !46, file: !2, line: 9, type: !10)
!46 = distinct !DILexicalBlock(scope: !43, file: !2, line: 9, column: 7)
!47 = !DILocation(line: 0, scope: !23)
!48 = !DILocation(line: 0, scope: !38)
!49 = !DILocation(line: 6, column: 21, scope: !41)
!50 = !DILocation(line: 6, column: 3, scope: !38)
!51 = !DILocation(line: 0, scope: !40)
!52 = !DILocation(line: 7, column: 5, scope: !40)
!53 = !DILocation(line: 12, column: 1, scope: !23)
!54 = !DILocation(line: 6, column: 27, scope: !41)
!55 = distinct !{!55, !50, !56, !57, !58}
!56 = !DILocation(line: 11, column: 5, scope: !38)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !{!"llvm.loop.unroll.disable"}
!59 = !DILocation(line: 8, column: 26, scope: !43)
!60 = !{!61, !61, i64 0}
!61 = !{!"double", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 8, column: 24, scope: !43)
!65 = !DILocation(line: 8, column: 34, scope: !43)
!66 = !DILocation(line: 0, scope: !43)
!67 = !DILocation(line: 0, scope: !46)
!68 = !DILocation(line: 9, column: 7, scope: !46)
!69 = !DILocation(line: 7, column: 29, scope: !44)
!70 = !DILocation(line: 7, column: 23, scope: !44)
!71 = distinct !{!71, !52, !72, !57, !58}
!72 = !DILocation(line: 11, column: 5, scope: !40)
!73 = !DILocation(line: 10, column: 24, scope: !74)
!74 = distinct !DILexicalBlock(scope: !46, file: !2, line: 9, column: 7)
!75 = !DILocation(line: 10, column: 9, scope: !74)
!76 = !DILocation(line: 10, column: 17, scope: !74)
!77 = !DILocation(line: 9, column: 31, scope: !74)
!78 = !DILocation(line: 9, column: 25, scope: !74)
!79 = distinct !{!79, !68, !80, !57, !58}
!80 = !DILocation(line: 10, column: 30, scope: !46)
!81 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !82, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !84)
!82 = !DISubroutineType(types: !83)
!83 = !{!10, !10, !11}
!84 = !{!85, !86, !87, !88, !89, !90, !91, !93, !96, !97, !99}
!85 = !DILocalVariable(name: "argc", arg: 1, scope: !81, file: !2, line: 14, type: !10)
!86 = !DILocalVariable(name: "argv", arg: 2, scope: !81, file: !2, line: 14, type: !11)
!87 = !DILocalVariable(name: "n", scope: !81, file: !2, line: 15, type: !10)
!88 = !DILocalVariable(name: "A", scope: !81, file: !2, line: 16, type: !27)
!89 = !DILocalVariable(name: "B", scope: !81, file: !2, line: 17, type: !27)
!90 = !DILocalVariable(name: "C", scope: !81, file: !2, line: 18, type: !27)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 19, type: !10)
!92 = distinct !DILexicalBlock(scope: !81, file: !2, line: 19, column: 3)
!93 = !DILocalVariable(name: "j", scope: !94, file: !2, line: 20, type: !10)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 20, column: 5)
!95 = distinct !DILexicalBlock(scope: !92, file: !2, line: 19, column: 3)
!96 = !DILocalVariable(name: "s", scope: !81, file: !2, line: 26, type: !9)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 27, type: !10)
!98 = distinct !DILexicalBlock(scope: !81, file: !2, line: 27, column: 3)
!99 = !DILocalVariable(name: "j", scope: !100, file: !2, line: 28, type: !10)
!100 = distinct !DILexicalBlock(scope: !101, file: !2, line: 28, column: 5)
!101 = distinct !DILexicalBlock(scope: !98, file: !2, line: 27, column: 3)
!102 = !DILocation(line: 0, scope: !81)
!103 = !DILocation(line: 15, column: 16, scope: !81)
!104 = !DILocation(line: 15, column: 11, scope: !81)
!105 = !DILocation(line: 15, column: 27, scope: !81)
!106 = !{!107, !107, i64 0}
!107 = !{!"any pointer", !62, i64 0}
!108 = !DILocalVariable(name: "__nptr", arg: 1, scope: !109, file: !110, line: 362, type: !113)
!109 = distinct !DISubprogram(name: "atoi", scope: !110, file: !110, line: 362, type: !111, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !115)
!110 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!111 = !DISubroutineType(types: !112)
!112 = !{!10, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!115 = !{!108}
!116 = !DILocation(line: 0, scope: !109, inlinedAt: !117)
!117 = distinct !DILocation(line: 15, column: 22, scope: !81)
!118 = !DILocation(line: 364, column: 16, scope: !109, inlinedAt: !117)
!119 = !DILocation(line: 364, column: 10, scope: !109, inlinedAt: !117)
!120 = !DILocation(line: 16, column: 3, scope: !81)
!121 = !DILocation(line: 16, column: 44, scope: !81)
!122 = !DILocation(line: 16, column: 42, scope: !81)
!123 = !DILocation(line: 16, column: 46, scope: !81)
!124 = !DILocation(line: 16, column: 50, scope: !81)
!125 = !DILocation(line: 16, column: 20, scope: !81)
!126 = !DILocation(line: 17, column: 20, scope: !81)
!127 = !DILocation(line: 18, column: 20, scope: !81)
!128 = !DILocation(line: 0, scope: !92)
!129 = !DILocation(line: 19, column: 21, scope: !95)
!130 = !DILocation(line: 19, column: 3, scope: !92)
!131 = !DILocation(line: 25, column: 3, scope: !81)
!132 = !DILocation(line: 0, scope: !98)
!133 = !DILocation(line: 27, column: 3, scope: !98)
!134 = !DILocation(line: 0, scope: !94)
!135 = !DILocation(line: 20, column: 5, scope: !94)
!136 = !DILocation(line: 19, column: 27, scope: !95)
!137 = distinct !{!137, !130, !138, !57, !58}
!138 = !DILocation(line: 24, column: 5, scope: !92)
!139 = !DILocation(line: 21, column: 37, scope: !140)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 20, column: 33)
!141 = distinct !DILexicalBlock(scope: !94, file: !2, line: 20, column: 5)
!142 = !DILocation(line: 21, column: 33, scope: !140)
!143 = !DILocation(line: 21, column: 42, scope: !140)
!144 = !DILocation(line: 21, column: 17, scope: !140)
!145 = !DILocation(line: 21, column: 48, scope: !140)
!146 = !DILocation(line: 21, column: 7, scope: !140)
!147 = !DILocation(line: 21, column: 15, scope: !140)
!148 = !DILocation(line: 22, column: 33, scope: !140)
!149 = !DILocation(line: 22, column: 38, scope: !140)
!150 = !DILocation(line: 22, column: 17, scope: !140)
!151 = !DILocation(line: 22, column: 44, scope: !140)
!152 = !DILocation(line: 22, column: 7, scope: !140)
!153 = !DILocation(line: 22, column: 15, scope: !140)
!154 = !DILocation(line: 23, column: 28, scope: !140)
!155 = !DILocation(line: 23, column: 17, scope: !140)
!156 = !DILocation(line: 23, column: 33, scope: !140)
!157 = !DILocation(line: 23, column: 7, scope: !140)
!158 = !DILocation(line: 23, column: 15, scope: !140)
!159 = !DILocation(line: 20, column: 29, scope: !141)
!160 = !DILocation(line: 20, column: 23, scope: !141)
!161 = distinct !{!161, !135, !162, !57, !58}
!162 = !DILocation(line: 24, column: 5, scope: !94)
!163 = !DILocation(line: 0, scope: !100)
!164 = !DILocation(line: 28, column: 5, scope: !100)
!165 = !DILocation(line: 26, column: 10, scope: !81)
!166 = !DILocation(line: 30, column: 3, scope: !81)
!167 = !DILocation(line: 32, column: 1, scope: !81)
!168 = !DILocation(line: 27, column: 21, scope: !101)
!169 = distinct !{!169, !133, !170, !57, !58}
!170 = !DILocation(line: 29, column: 44, scope: !98)
!171 = !DILocation(line: 29, column: 12, scope: !172)
!172 = distinct !DILexicalBlock(scope: !100, file: !2, line: 28, column: 5)
!173 = !DILocation(line: 29, column: 37, scope: !172)
!174 = !DILocation(line: 29, column: 41, scope: !172)
!175 = !DILocation(line: 29, column: 22, scope: !172)
!176 = !DILocation(line: 29, column: 9, scope: !172)
!177 = !DILocation(line: 28, column: 29, scope: !172)
!178 = !DILocation(line: 28, column: 23, scope: !172)
!179 = distinct !{!179, !164, !180, !57, !58}
!180 = !DILocation(line: 29, column: 44, scope: !100)
!181 = !DISubprogram(name: "malloc", scope: !110, file: !110, line: 553, type: !182, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{!13, !184}
!184 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !185, line: 18, baseType: !186)
!185 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!186 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!187 = !DISubprogram(name: "printf", scope: !188, file: !188, line: 356, type: !189, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!189 = !DISubroutineType(types: !190)
!190 = !{!10, !191, null}
!191 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !113)
!192 = !DISubprogram(name: "strtol", scope: !110, file: !110, line: 177, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!193 = !DISubroutineType(types: !194)
!194 = !{!195, !191, !196, !10}
!195 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!196 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
