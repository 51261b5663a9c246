; The loads of a jammed register tile go before its stores: in gemm's
; 4x4 tile (i and k unrolled, j the loop), each copy loads its row of C,
; adds to it and stores it, and the next row's load waited behind the
; previous row's store (at n = 2048 the rows are 16 KiB apart: the
; processor's 4K aliasing stalls each load). The copies of other rows
; touch other elements of C (isl: C[i, j] at i and i + 1 never meet),
; and B is another array, apart from C where the code runs: with
; AVX-512's 32 vector registers, the four rows' loads, with their
; addresses, now come before the first store. The second to fourth loads
; of each row (k + 1..3) read what the copy before stored, and stay.
; With AVX2's 16 (the same IR, its features cut to x86-64-v3), the 16
; copies and the moved loads would not fit: nothing moves. The program
; prints what the original prints at n = 256 (a power of two), 203
; (partial tiles) and 8, built for a generic x86-64 so any host runs it.
; RUN: %opt -passes=tessera %s -S -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: sed -e 's/+avx512[a-z]*,//g' -e 's/+evex512,//g' -e 's/x86-64-v4/x86-64-v3/g' %s > %t.v3.ll
; RUN: %opt -passes=tessera %t.v3.ll -S -o %t.v3.out.ll
; RUN: FileCheck --check-prefix=AVX2 %s < %t.v3.out.ll
; RUN: sed -e 's/"target-cpu"="x86-64-v4"/"target-cpu"="x86-64"/g' -e 's/"target-features"="[^"]*"/"target-features"="+cx8,+mmx,+sse,+sse2,+x87"/g' %t.ll > %t.run.ll
; RUN: sed -e 's/"target-cpu"="x86-64-v4"/"target-cpu"="x86-64"/g' -e 's/"target-features"="[^"]*"/"target-features"="+cx8,+mmx,+sse,+sse2,+x87"/g' %s > %t.ref.ll
; RUN: clang-19 -O2 %t.run.ll -o %t.exe && clang-19 -O2 %t.ref.ll -o %t.ref
; RUN: %t.exe 256 > %t.out && %t.ref 256 > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 203 > %t.out && %t.ref 203 > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 8 > %t.out && %t.ref 8 > %t.ref.out && diff %t.out %t.ref.out
; SOURCE: early-loads.c -march=x86-64-v4
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| void gemm(int n, double alpha, double C[restrict n][n], double A[restrict n][n],
;    5|           double B[restrict n][n]) {
;    6|   for (int i = 0; i < n; i++)
;    7|     for (int k = 0; k < n; k++)
;    8|       for (int j = 0; j < n; j++)
;    9|         C[i][j] += alpha * A[i][k] * B[k][j];
;   10| }
;   11|
;   12| int main(int argc, char **argv) {
;   13|   int n = argc > 1 ? atoi(argv[1]) : 256;
;   14|   double (*A)[n] = malloc(sizeof(double[n][n]));
;   15|   double (*B)[n] = malloc(sizeof(double[n][n]));
;   16|   double (*C)[n] = malloc(sizeof(double[n][n]));
;   17|   for (int i = 0; i < n; i++)
;   18|     for (int j = 0; j < n; j++) {
;   19|       A[i][j] = (double)((i * j + 1) % 7) / 7;
;   20|       B[i][j] = (double)((i + 2 * j) % 5) / 5;
;   21|       C[i][j] = (double)((i + j) % 3);
;   22|     }
;   23|   gemm(n, 1.5, C, A, B);
;   24|   double s = 0;
;   25|   for (int i = 0; i < n; i++)
;   26|     for (int j = 0; j < n; j++)
;   27|       s += C[i][j] * (i % 7 + j % 5 + 1);
;   28|   printf("%.17g\n", s);
;   29|   return 0;
;   30| }
; END-SOURCE
;
; CHECK-LABEL: define dso_local void @gemm(
; CHECK: {{^}}tessera.jammed:
; CHECK: getelementptr inbounds double, ptr %C,
; CHECK-NOT: store double
; CHECK: getelementptr inbounds double, ptr %C,
; CHECK-NOT: store double
; CHECK: getelementptr inbounds double, ptr %C,
; CHECK-NOT: store double
; CHECK: getelementptr inbounds double, ptr %C,
; CHECK-NOT: store double
; CHECK: load double
; CHECK: store double
;
; AVX2-LABEL: define dso_local void @gemm(
; AVX2: {{^}}tessera.jammed:
; AVX2: getelementptr inbounds double, ptr %C,
; AVX2-NOT: getelementptr inbounds double, ptr %C,
; AVX2: store double

; ModuleID = 'early-loads.c'
source_filename = "early-loads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gemm(i32 noundef %n, double noundef %alpha, ptr noalias nocapture noundef %C, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %B) local_unnamed_addr #0 !dbg !23 {
entry:
    #dbg_value(i32 %n, !32, !DIExpression(), !45)
    #dbg_value(double %alpha, !33, !DIExpression(), !45)
    #dbg_value(ptr %C, !34, !DIExpression(), !45)
    #dbg_value(ptr %A, !35, !DIExpression(), !45)
    #dbg_value(ptr %B, !36, !DIExpression(), !45)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !37, !DIExpression(), !46)
  %cmp47 = icmp sgt i32 %n, 0, !dbg !47
  br i1 %cmp47, label %for.cond5.preheader.lr.ph, label %for.cond.cleanup, !dbg !48

for.cond5.preheader.lr.ph:                        ; preds = %entry, %for.cond.cleanup3
  %indvars.iv55 = phi i64 [ %indvars.iv.next56, %for.cond.cleanup3 ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv55, !37, !DIExpression(), !46)
    #dbg_value(i32 0, !39, !DIExpression(), !49)
  %1 = mul nuw nsw i64 %indvars.iv55, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %1
  %arrayidx17 = getelementptr inbounds double, ptr %C, i64 %1
  br label %for.cond5.preheader, !dbg !50

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !51

for.cond5.preheader:                              ; preds = %for.cond5.preheader.lr.ph, %for.cond.cleanup7
  %indvars.iv50 = phi i64 [ 0, %for.cond5.preheader.lr.ph ], [ %indvars.iv.next51, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv50, !39, !DIExpression(), !49)
    #dbg_value(i32 0, !42, !DIExpression(), !52)
  %arrayidx10 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv50
  %2 = load double, ptr %arrayidx10, align 8, !tbaa !53
  %mul = fmul double %2, %alpha
  %3 = mul nuw nsw i64 %indvars.iv50, %0
  %arrayidx12 = getelementptr inbounds double, ptr %B, i64 %3
  br label %for.body8, !dbg !57

for.cond.cleanup3:                                ; preds = %for.cond.cleanup7
  %indvars.iv.next56 = add nuw nsw i64 %indvars.iv55, 1, !dbg !58
    #dbg_value(i64 %indvars.iv.next56, !37, !DIExpression(), !46)
  %exitcond59.not = icmp eq i64 %indvars.iv.next56, %0, !dbg !47
  br i1 %exitcond59.not, label %for.cond.cleanup, label %for.cond5.preheader.lr.ph, !dbg !48, !llvm.loop !59

for.cond.cleanup7:                                ; preds = %for.body8
  %indvars.iv.next51 = add nuw nsw i64 %indvars.iv50, 1, !dbg !63
    #dbg_value(i64 %indvars.iv.next51, !39, !DIExpression(), !49)
  %exitcond54.not = icmp eq i64 %indvars.iv.next51, %0, !dbg !64
  br i1 %exitcond54.not, label %for.cond.cleanup3, label %for.cond5.preheader, !dbg !50, !llvm.loop !65

for.body8:                                        ; preds = %for.cond5.preheader, %for.body8
  %indvars.iv = phi i64 [ 0, %for.cond5.preheader ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !42, !DIExpression(), !52)
  %arrayidx14 = getelementptr inbounds double, ptr %arrayidx12, i64 %indvars.iv, !dbg !67
  %4 = load double, ptr %arrayidx14, align 8, !dbg !67, !tbaa !53
  %arrayidx19 = getelementptr inbounds double, ptr %arrayidx17, i64 %indvars.iv, !dbg !69
  %5 = load double, ptr %arrayidx19, align 8, !dbg !70, !tbaa !53
  %6 = tail call double @llvm.fmuladd.f64(double %mul, double %4, double %5), !dbg !70
  store double %6, ptr %arrayidx19, align 8, !dbg !70, !tbaa !53
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !71
    #dbg_value(i64 %indvars.iv.next, !42, !DIExpression(), !52)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !72
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !57, !llvm.loop !73
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !75 {
entry:
    #dbg_value(i32 %argc, !79, !DIExpression(), !96)
    #dbg_value(ptr %argv, !80, !DIExpression(), !96)
  %cmp = icmp sgt i32 %argc, 1, !dbg !97
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !98

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !99
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !99, !tbaa !100
    #dbg_value(ptr %0, !102, !DIExpression(), !110)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #7, !dbg !112
  %conv.i = trunc i64 %call.i to i32, !dbg !113
  br label %cond.end, !dbg !98

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 256, %entry ], !dbg !98
    #dbg_value(i32 %cond, !81, !DIExpression(), !96)
  %1 = zext i32 %cond to i64, !dbg !114
  %2 = shl nuw nsw i64 %1, 3, !dbg !115
  %3 = mul i64 %2, %1, !dbg !115
  %call1 = tail call noalias ptr @malloc(i64 noundef %3) #8, !dbg !116
    #dbg_value(ptr %call1, !82, !DIExpression(), !96)
  %call2 = tail call noalias ptr @malloc(i64 noundef %3) #8, !dbg !117
    #dbg_value(ptr %call2, !83, !DIExpression(), !96)
  %call3 = tail call noalias ptr @malloc(i64 noundef %3) #8, !dbg !118
    #dbg_value(ptr %call3, !84, !DIExpression(), !96)
    #dbg_value(i32 0, !85, !DIExpression(), !119)
  %cmp4100 = icmp sgt i32 %cond, 0, !dbg !120
  br i1 %cmp4100, label %for.body8.lr.ph, label %for.cond.cleanup35, !dbg !121

for.body8.lr.ph:                                  ; preds = %cond.end, %for.cond.cleanup7
  %indvars.iv115 = phi i64 [ %indvars.iv.next116, %for.cond.cleanup7 ], [ 0, %cond.end ]
    #dbg_value(i64 %indvars.iv115, !85, !DIExpression(), !119)
    #dbg_value(i32 0, !87, !DIExpression(), !122)
  %4 = mul nuw nsw i64 %indvars.iv115, %1
  %arrayidx9 = getelementptr inbounds double, ptr %call1, i64 %4
  %arrayidx18 = getelementptr inbounds double, ptr %call2, i64 %4
  %arrayidx25 = getelementptr inbounds double, ptr %call3, i64 %4
  br label %for.body8, !dbg !123

for.cond.cleanup:                                 ; preds = %for.cond.cleanup7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !124), !dbg !127
  tail call void @llvm.experimental.noalias.scope.decl(metadata !128), !dbg !127
  tail call void @llvm.experimental.noalias.scope.decl(metadata !130), !dbg !127
    #dbg_value(i32 %cond, !32, !DIExpression(), !132)
    #dbg_value(double 1.500000e+00, !33, !DIExpression(), !132)
    #dbg_value(ptr %call3, !34, !DIExpression(), !132)
    #dbg_value(ptr %call1, !35, !DIExpression(), !132)
    #dbg_value(ptr %call2, !36, !DIExpression(), !132)
    #dbg_value(i32 0, !37, !DIExpression(), !134)
  br i1 %cmp4100, label %for.cond5.preheader.lr.ph.i, label %for.cond.cleanup35, !dbg !135

for.cond5.preheader.lr.ph.i:                      ; preds = %for.cond.cleanup, %for.cond.cleanup3.i
  %indvars.iv55.i = phi i64 [ %indvars.iv.next56.i, %for.cond.cleanup3.i ], [ 0, %for.cond.cleanup ]
    #dbg_value(i64 %indvars.iv55.i, !37, !DIExpression(), !134)
    #dbg_value(i32 0, !39, !DIExpression(), !136)
  %5 = mul nuw nsw i64 %indvars.iv55.i, %1
  %arrayidx.i = getelementptr inbounds double, ptr %call1, i64 %5
  %arrayidx17.i = getelementptr inbounds double, ptr %call3, i64 %5
  br label %for.cond5.preheader.i, !dbg !137

for.cond5.preheader.i:                            ; preds = %for.cond.cleanup7.i, %for.cond5.preheader.lr.ph.i
  %indvars.iv50.i = phi i64 [ 0, %for.cond5.preheader.lr.ph.i ], [ %indvars.iv.next51.i, %for.cond.cleanup7.i ]
    #dbg_value(i64 %indvars.iv50.i, !39, !DIExpression(), !136)
    #dbg_value(i32 0, !42, !DIExpression(), !138)
  %arrayidx10.i = getelementptr inbounds double, ptr %arrayidx.i, i64 %indvars.iv50.i
  %6 = load double, ptr %arrayidx10.i, align 8, !tbaa !53, !alias.scope !128, !noalias !139
  %mul.i = fmul double %6, 1.500000e+00
  %7 = mul nuw nsw i64 %indvars.iv50.i, %1
  %arrayidx12.i = getelementptr inbounds double, ptr %call2, i64 %7
  br label %for.body8.i, !dbg !140

for.cond.cleanup3.i:                              ; preds = %for.cond.cleanup7.i
  %indvars.iv.next56.i = add nuw nsw i64 %indvars.iv55.i, 1, !dbg !141
    #dbg_value(i64 %indvars.iv.next56.i, !37, !DIExpression(), !134)
  %exitcond59.not.i = icmp eq i64 %indvars.iv.next56.i, %1, !dbg !142
  br i1 %exitcond59.not.i, label %gemm.exit, label %for.cond5.preheader.lr.ph.i, !dbg !135, !llvm.loop !143

for.cond.cleanup7.i:                              ; preds = %for.body8.i
  %indvars.iv.next51.i = add nuw nsw i64 %indvars.iv50.i, 1, !dbg !145
    #dbg_value(i64 %indvars.iv.next51.i, !39, !DIExpression(), !136)
  %exitcond54.not.i = icmp eq i64 %indvars.iv.next51.i, %1, !dbg !146
  br i1 %exitcond54.not.i, label %for.cond.cleanup3.i, label %for.cond5.preheader.i, !dbg !137, !llvm.loop !147

for.body8.i:                                      ; preds = %for.body8.i, %for.cond5.preheader.i
  %indvars.iv.i = phi i64 [ 0, %for.cond5.preheader.i ], [ %indvars.iv.next.i, %for.body8.i ]
    #dbg_value(i64 %indvars.iv.i, !42, !DIExpression(), !138)
  %arrayidx14.i = getelementptr inbounds double, ptr %arrayidx12.i, i64 %indvars.iv.i, !dbg !149
  %8 = load double, ptr %arrayidx14.i, align 8, !dbg !149, !tbaa !53, !alias.scope !130, !noalias !150
  %arrayidx19.i = getelementptr inbounds double, ptr %arrayidx17.i, i64 %indvars.iv.i, !dbg !151
  %9 = load double, ptr %arrayidx19.i, align 8, !dbg !152, !tbaa !53, !alias.scope !124, !noalias !153
  %10 = tail call double @llvm.fmuladd.f64(double %mul.i, double %8, double %9), !dbg !152
  store double %10, ptr %arrayidx19.i, align 8, !dbg !152, !tbaa !53, !alias.scope !124, !noalias !153
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !154
    #dbg_value(i64 %indvars.iv.next.i, !42, !DIExpression(), !138)
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, %1, !dbg !155
  br i1 %exitcond.not.i, label %for.cond.cleanup7.i, label %for.body8.i, !dbg !140, !llvm.loop !156

gemm.exit:                                        ; preds = %for.cond.cleanup3.i
    #dbg_value(double 0.000000e+00, !90, !DIExpression(), !96)
    #dbg_value(i32 0, !91, !DIExpression(), !158)
  br i1 %cmp4100, label %for.body42.lr.ph, label %for.cond.cleanup35, !dbg !159

for.cond.cleanup7:                                ; preds = %for.body8
  %indvars.iv.next116 = add nuw nsw i64 %indvars.iv115, 1, !dbg !160
    #dbg_value(i64 %indvars.iv.next116, !85, !DIExpression(), !119)
  %exitcond119.not = icmp eq i64 %indvars.iv.next116, %1, !dbg !120
  br i1 %exitcond119.not, label %for.cond.cleanup, label %for.body8.lr.ph, !dbg !121, !llvm.loop !161

for.body8:                                        ; preds = %for.body8.lr.ph, %for.body8
  %indvars.iv = phi i64 [ 0, %for.body8.lr.ph ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !87, !DIExpression(), !122)
  %11 = mul nuw nsw i64 %indvars.iv, %indvars.iv115, !dbg !163
  %12 = trunc i64 %11 to i32, !dbg !166
  %13 = add i32 %12, 1, !dbg !166
  %rem = urem i32 %13, 7, !dbg !166
  %conv = uitofp nneg i32 %rem to double, !dbg !167
  %div = fdiv double %conv, 7.000000e+00, !dbg !168
  %arrayidx11 = getelementptr inbounds double, ptr %arrayidx9, i64 %indvars.iv, !dbg !169
  store double %div, ptr %arrayidx11, align 8, !dbg !170, !tbaa !53
  %14 = shl nuw nsw i64 %indvars.iv, 1, !dbg !171
  %15 = add nuw nsw i64 %14, %indvars.iv115, !dbg !172
  %16 = trunc nuw i64 %15 to i32, !dbg !173
  %rem14 = urem i32 %16, 5, !dbg !173
  %conv15 = uitofp nneg i32 %rem14 to double, !dbg !174
  %div16 = fdiv double %conv15, 5.000000e+00, !dbg !175
  %arrayidx20 = getelementptr inbounds double, ptr %arrayidx18, i64 %indvars.iv, !dbg !176
  store double %div16, ptr %arrayidx20, align 8, !dbg !177, !tbaa !53
  %17 = add nuw nsw i64 %indvars.iv, %indvars.iv115, !dbg !178
  %18 = trunc nuw i64 %17 to i32, !dbg !179
  %rem22 = urem i32 %18, 3, !dbg !179
  %conv23 = uitofp nneg i32 %rem22 to double, !dbg !180
  %arrayidx27 = getelementptr inbounds double, ptr %arrayidx25, i64 %indvars.iv, !dbg !181
  store double %conv23, ptr %arrayidx27, align 8, !dbg !182, !tbaa !53
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !183
    #dbg_value(i64 %indvars.iv.next, !87, !DIExpression(), !122)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %1, !dbg !184
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !123, !llvm.loop !185

for.body42.lr.ph:                                 ; preds = %gemm.exit, %for.cond.cleanup41
  %indvars.iv125 = phi i64 [ %indvars.iv.next126, %for.cond.cleanup41 ], [ 0, %gemm.exit ]
  %s.0106 = phi double [ %23, %for.cond.cleanup41 ], [ 0.000000e+00, %gemm.exit ]
    #dbg_value(i64 %indvars.iv125, !91, !DIExpression(), !158)
    #dbg_value(i32 0, !93, !DIExpression(), !187)
    #dbg_value(double %s.0106, !90, !DIExpression(), !96)
  %19 = mul nuw nsw i64 %indvars.iv125, %1
  %arrayidx44 = getelementptr inbounds double, ptr %call3, i64 %19
  %20 = trunc nuw nsw i64 %indvars.iv125 to i32
  %rem47 = urem i32 %20, 7
  %add49 = add nuw nsw i32 %rem47, 1
  br label %for.body42, !dbg !188

for.cond.cleanup35:                               ; preds = %for.cond.cleanup41, %cond.end, %for.cond.cleanup, %gemm.exit
  %s.0.lcssa = phi double [ 0.000000e+00, %gemm.exit ], [ 0.000000e+00, %for.cond.cleanup ], [ 0.000000e+00, %cond.end ], [ %23, %for.cond.cleanup41 ], !dbg !189
  %call59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !190
  ret i32 0, !dbg !191

for.cond.cleanup41:                               ; preds = %for.body42
  %indvars.iv.next126 = add nuw nsw i64 %indvars.iv125, 1, !dbg !192
    #dbg_value(i64 %indvars.iv.next126, !91, !DIExpression(), !158)
    #dbg_value(double %23, !90, !DIExpression(), !96)
  %exitcond129.not = icmp eq i64 %indvars.iv.next126, %1, !dbg !193
  br i1 %exitcond129.not, label %for.cond.cleanup35, label %for.body42.lr.ph, !dbg !159, !llvm.loop !194

for.body42:                                       ; preds = %for.body42.lr.ph, %for.body42
  %indvars.iv120 = phi i64 [ 0, %for.body42.lr.ph ], [ %indvars.iv.next121, %for.body42 ]
  %s.1103 = phi double [ %s.0106, %for.body42.lr.ph ], [ %23, %for.body42 ]
    #dbg_value(i64 %indvars.iv120, !93, !DIExpression(), !187)
    #dbg_value(double %s.1103, !90, !DIExpression(), !96)
  %arrayidx46 = getelementptr inbounds double, ptr %arrayidx44, i64 %indvars.iv120, !dbg !196
  %21 = load double, ptr %arrayidx46, align 8, !dbg !196, !tbaa !53
  %22 = trunc nuw nsw i64 %indvars.iv120 to i32, !dbg !198
  %rem48 = urem i32 %22, 5, !dbg !198
  %add50 = add nuw nsw i32 %add49, %rem48, !dbg !199
  %conv51 = uitofp nneg i32 %add50 to double, !dbg !200
  %23 = tail call double @llvm.fmuladd.f64(double %21, double %conv51, double %s.1103), !dbg !201
    #dbg_value(double %23, !90, !DIExpression(), !96)
  %indvars.iv.next121 = add nuw nsw i64 %indvars.iv120, 1, !dbg !202
    #dbg_value(i64 %indvars.iv.next121, !93, !DIExpression(), !187)
  %exitcond124.not = icmp eq i64 %indvars.iv.next121, %1, !dbg !203
  br i1 %exitcond124.not, label %for.cond.cleanup41, label %for.body42, !dbg !188, !llvm.loop !204
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !206 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !212 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !217 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v4" "target-features"="+avx,+avx2,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512vl,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v4" "target-features"="+avx,+avx2,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512vl,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v4" "target-features"="+avx,+avx2,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512vl,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v4" "target-features"="+avx,+avx2,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512vl,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v4" "target-features"="+avx,+avx2,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512vl,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "early-loads.c", directory: ".", checksumkind: CSK_MD5, checksum: "cdb2e33335dfd5445c2c3f58f4a8a3ea")
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
!23 = distinct !DISubprogram(name: "gemm", scope: !2, file: !2, line: 4, type: !24, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !31)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !10, !9, !26, !26, !26}
!26 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: -1)
!31 = !{!32, !33, !34, !35, !36, !37, !39, !42}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !2, line: 4, type: !10)
!33 = !DILocalVariable(name: "alpha", arg: 2, scope: !23, file: !2, line: 4, type: !9)
!34 = !DILocalVariable(name: "C", arg: 3, scope: !23, file: !2, line: 4, type: !26)
!35 = !DILocalVariable(name: "A", arg: 4, scope: !23, file: !2, line: 4, type: !26)
!36 = !DILocalVariable(name: "B", arg: 5, scope: !23, file: !2, line: 5, type: !26)
!37 = !DILocalVariable(name: "i", scope: !38, file: !2, line: 6, type: !10)
!38 = distinct !DILexicalBlock(scope: !23, file: !2, line: 6, column: 3)
!39 = !DILocalVariable(name: "k", scope: !40, file: !2, line: 7, type: !10)
!40 = distinct !DILexicalBlock(scope: !41, file: !2, line: 7, column: 5)
!41 = distinct !DILexicalBlock(scope: !38, file: !2, line: 6, column: 3)
!42 = !DILocalVariable(name: "j", scope: !43, file: !2, line: 8, type: !10)
!43 = distinct !DILexicalBlock(scope: !44, file: !2, line: 8, column: 7)
!44 = distinct !DILexicalBlock(scope: !40, file: !2, line: 7, column: 5)
!45 = !DILocation(line: 0, scope: !23)
!46 = !DILocation(line: 0, scope: !38)
!47 = !DILocation(line: 6, column: 21, scope: !41)
!48 = !DILocation(line: 6, column: 3, scope: !38)
!49 = !DILocation(line: 0, scope: !40)
!50 = !DILocation(line: 7, column: 5, scope: !40)
!51 = !DILocation(line: 10, column: 1, scope: !23)
!52 = !DILocation(line: 0, scope: !43)
!53 = !{!54, !54, i64 0}
!54 = !{!"double", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !DILocation(line: 8, column: 7, scope: !43)
!58 = !DILocation(line: 6, column: 27, scope: !41)
!59 = distinct !{!59, !48, !60, !61, !62}
!60 = !DILocation(line: 9, column: 44, scope: !38)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !{!"llvm.loop.unroll.disable"}
!63 = !DILocation(line: 7, column: 29, scope: !44)
!64 = !DILocation(line: 7, column: 23, scope: !44)
!65 = distinct !{!65, !50, !66, !61, !62}
!66 = !DILocation(line: 9, column: 44, scope: !40)
!67 = !DILocation(line: 9, column: 38, scope: !68)
!68 = distinct !DILexicalBlock(scope: !43, file: !2, line: 8, column: 7)
!69 = !DILocation(line: 9, column: 9, scope: !68)
!70 = !DILocation(line: 9, column: 17, scope: !68)
!71 = !DILocation(line: 8, column: 31, scope: !68)
!72 = !DILocation(line: 8, column: 25, scope: !68)
!73 = distinct !{!73, !57, !74, !61, !62}
!74 = !DILocation(line: 9, column: 44, scope: !43)
!75 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !76, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!10, !10, !11}
!78 = !{!79, !80, !81, !82, !83, !84, !85, !87, !90, !91, !93}
!79 = !DILocalVariable(name: "argc", arg: 1, scope: !75, file: !2, line: 12, type: !10)
!80 = !DILocalVariable(name: "argv", arg: 2, scope: !75, file: !2, line: 12, type: !11)
!81 = !DILocalVariable(name: "n", scope: !75, file: !2, line: 13, type: !10)
!82 = !DILocalVariable(name: "A", scope: !75, file: !2, line: 14, type: !27)
!83 = !DILocalVariable(name: "B", scope: !75, file: !2, line: 15, type: !27)
!84 = !DILocalVariable(name: "C", scope: !75, file: !2, line: 16, type: !27)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 17, type: !10)
!86 = distinct !DILexicalBlock(scope: !75, file: !2, line: 17, column: 3)
!87 = !DILocalVariable(name: "j", scope: !88, file: !2, line: 18, type: !10)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 18, column: 5)
!89 = distinct !DILexicalBlock(scope: !86, file: !2, line: 17, column: 3)
!90 = !DILocalVariable(name: "s", scope: !75, file: !2, line: 24, type: !9)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 25, type: !10)
!92 = distinct !DILexicalBlock(scope: !75, file: !2, line: 25, column: 3)
!93 = !DILocalVariable(name: "j", scope: !94, file: !2, line: 26, type: !10)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 26, column: 5)
!95 = distinct !DILexicalBlock(scope: !92, file: !2, line: 25, column: 3)
!96 = !DILocation(line: 0, scope: !75)
!97 = !DILocation(line: 13, column: 16, scope: !75)
!98 = !DILocation(line: 13, column: 11, scope: !75)
!99 = !DILocation(line: 13, column: 27, scope: !75)
!100 = !{!101, !101, i64 0}
!101 = !{!"any pointer", !55, i64 0}
!102 = !DILocalVariable(name: "__nptr", arg: 1, scope: !103, file: !104, line: 362, type: !107)
!103 = distinct !DISubprogram(name: "atoi", scope: !104, file: !104, line: 362, type: !105, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !109)
!104 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!105 = !DISubroutineType(types: !106)
!106 = !{!10, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!109 = !{!102}
!110 = !DILocation(line: 0, scope: !103, inlinedAt: !111)
!111 = distinct !DILocation(line: 13, column: 22, scope: !75)
!112 = !DILocation(line: 364, column: 16, scope: !103, inlinedAt: !111)
!113 = !DILocation(line: 364, column: 10, scope: !103, inlinedAt: !111)
!114 = !DILocation(line: 14, column: 3, scope: !75)
!115 = !DILocation(line: 14, column: 27, scope: !75)
!116 = !DILocation(line: 14, column: 20, scope: !75)
!117 = !DILocation(line: 15, column: 20, scope: !75)
!118 = !DILocation(line: 16, column: 20, scope: !75)
!119 = !DILocation(line: 0, scope: !86)
!120 = !DILocation(line: 17, column: 21, scope: !89)
!121 = !DILocation(line: 17, column: 3, scope: !86)
!122 = !DILocation(line: 0, scope: !88)
!123 = !DILocation(line: 18, column: 5, scope: !88)
!124 = !{!125}
!125 = distinct !{!125, !126, !"gemm: %C"}
!126 = distinct !{!126, !"gemm"}
!127 = !DILocation(line: 23, column: 3, scope: !75)
!128 = !{!129}
!129 = distinct !{!129, !126, !"gemm: %A"}
!130 = !{!131}
!131 = distinct !{!131, !126, !"gemm: %B"}
!132 = !DILocation(line: 0, scope: !23, inlinedAt: !133)
!133 = distinct !DILocation(line: 23, column: 3, scope: !75)
!134 = !DILocation(line: 0, scope: !38, inlinedAt: !133)
!135 = !DILocation(line: 6, column: 3, scope: !38, inlinedAt: !133)
!136 = !DILocation(line: 0, scope: !40, inlinedAt: !133)
!137 = !DILocation(line: 7, column: 5, scope: !40, inlinedAt: !133)
!138 = !DILocation(line: 0, scope: !43, inlinedAt: !133)
!139 = !{!125, !131}
!140 = !DILocation(line: 8, column: 7, scope: !43, inlinedAt: !133)
!141 = !DILocation(line: 6, column: 27, scope: !41, inlinedAt: !133)
!142 = !DILocation(line: 6, column: 21, scope: !41, inlinedAt: !133)
!143 = distinct !{!143, !135, !144, !61, !62}
!144 = !DILocation(line: 9, column: 44, scope: !38, inlinedAt: !133)
!145 = !DILocation(line: 7, column: 29, scope: !44, inlinedAt: !133)
!146 = !DILocation(line: 7, column: 23, scope: !44, inlinedAt: !133)
!147 = distinct !{!147, !137, !148, !61, !62}
!148 = !DILocation(line: 9, column: 44, scope: !40, inlinedAt: !133)
!149 = !DILocation(line: 9, column: 38, scope: !68, inlinedAt: !133)
!150 = !{!125, !129}
!151 = !DILocation(line: 9, column: 9, scope: !68, inlinedAt: !133)
!152 = !DILocation(line: 9, column: 17, scope: !68, inlinedAt: !133)
!153 = !{!129, !131}
!154 = !DILocation(line: 8, column: 31, scope: !68, inlinedAt: !133)
!155 = !DILocation(line: 8, column: 25, scope: !68, inlinedAt: !133)
!156 = distinct !{!156, !140, !157, !61, !62}
!157 = !DILocation(line: 9, column: 44, scope: !43, inlinedAt: !133)
!158 = !DILocation(line: 0, scope: !92)
!159 = !DILocation(line: 25, column: 3, scope: !92)
!160 = !DILocation(line: 17, column: 27, scope: !89)
!161 = distinct !{!161, !121, !162, !61, !62}
!162 = !DILocation(line: 22, column: 5, scope: !86)
!163 = !DILocation(line: 19, column: 29, scope: !164)
!164 = distinct !DILexicalBlock(scope: !165, file: !2, line: 18, column: 33)
!165 = distinct !DILexicalBlock(scope: !88, file: !2, line: 18, column: 5)
!166 = !DILocation(line: 19, column: 38, scope: !164)
!167 = !DILocation(line: 19, column: 17, scope: !164)
!168 = !DILocation(line: 19, column: 43, scope: !164)
!169 = !DILocation(line: 19, column: 7, scope: !164)
!170 = !DILocation(line: 19, column: 15, scope: !164)
!171 = !DILocation(line: 20, column: 33, scope: !164)
!172 = !DILocation(line: 20, column: 29, scope: !164)
!173 = !DILocation(line: 20, column: 38, scope: !164)
!174 = !DILocation(line: 20, column: 17, scope: !164)
!175 = !DILocation(line: 20, column: 43, scope: !164)
!176 = !DILocation(line: 20, column: 7, scope: !164)
!177 = !DILocation(line: 20, column: 15, scope: !164)
!178 = !DILocation(line: 21, column: 29, scope: !164)
!179 = !DILocation(line: 21, column: 34, scope: !164)
!180 = !DILocation(line: 21, column: 17, scope: !164)
!181 = !DILocation(line: 21, column: 7, scope: !164)
!182 = !DILocation(line: 21, column: 15, scope: !164)
!183 = !DILocation(line: 18, column: 29, scope: !165)
!184 = !DILocation(line: 18, column: 23, scope: !165)
!185 = distinct !{!185, !123, !186, !61, !62}
!186 = !DILocation(line: 22, column: 5, scope: !88)
!187 = !DILocation(line: 0, scope: !94)
!188 = !DILocation(line: 26, column: 5, scope: !94)
!189 = !DILocation(line: 24, column: 10, scope: !75)
!190 = !DILocation(line: 28, column: 3, scope: !75)
!191 = !DILocation(line: 30, column: 1, scope: !75)
!192 = !DILocation(line: 25, column: 27, scope: !95)
!193 = !DILocation(line: 25, column: 21, scope: !95)
!194 = distinct !{!194, !159, !195, !61, !62}
!195 = !DILocation(line: 27, column: 40, scope: !92)
!196 = !DILocation(line: 27, column: 12, scope: !197)
!197 = distinct !DILexicalBlock(scope: !94, file: !2, line: 26, column: 5)
!198 = !DILocation(line: 27, column: 33, scope: !197)
!199 = !DILocation(line: 27, column: 37, scope: !197)
!200 = !DILocation(line: 27, column: 22, scope: !197)
!201 = !DILocation(line: 27, column: 9, scope: !197)
!202 = !DILocation(line: 26, column: 29, scope: !197)
!203 = !DILocation(line: 26, column: 23, scope: !197)
!204 = distinct !{!204, !188, !205, !61, !62}
!205 = !DILocation(line: 27, column: 40, scope: !94)
!206 = !DISubprogram(name: "malloc", scope: !104, file: !104, line: 553, type: !207, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DISubroutineType(types: !208)
!208 = !{!13, !209}
!209 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !210, line: 18, baseType: !211)
!210 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!211 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!212 = !DISubprogram(name: "printf", scope: !213, file: !213, line: 356, type: !214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!214 = !DISubroutineType(types: !215)
!215 = !{!10, !216, null}
!216 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !107)
!217 = !DISubprogram(name: "strtol", scope: !104, file: !104, line: 177, type: !218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DISubroutineType(types: !219)
!219 = !{!220, !216, !221, !10}
!220 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!221 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
