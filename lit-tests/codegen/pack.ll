; Packing (issue 16): in gemm's i-k-j order, the register tile (i and k
; unrolled by 4, j the vectorized loop) walks B[k][j] along the summed k
; and the vectorized j; B is read-only in the SCoP. Once the k-tile and
; j-tile loops (c1, c2) are entered, the tile's footprint (isl's exact
; bounds: partial tiles copy only what the loops read) is copied into a
; 64-byte aligned heap buffer of 128 x 128 doubles, allocated once on the
; optimized path and freed at its exit, and the micro-kernel's loads of B
; read the buffer (stride 1 along j, 128 along k): the rows of a
; power-of-two B no longer fall on the same cache sets. A, read along k
; only, is not packed. In gemm_bt (B[j][k]) the scheduler makes k the
; vectorized loop and A's element reaches the statement through a hoisted
; load: B's tile is packed, k stride 1. With -tessera-pack=false nothing
; is packed. The programs print what the originals print at
; n = 256, 203 (partial tiles) and 8.
; RUN: %opt -passes=tessera -pass-remarks=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: %opt -passes=tessera -tessera-pack=false %s -S -o %t.off.ll
; RUN: FileCheck --check-prefix=OFF %s < %t.off.ll
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe 256 > %t.out && %t.ref 256 > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 203 > %t.out && %t.ref 203 > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 8 > %t.out && %t.ref 8 > %t.ref.out && diff %t.out %t.ref.out
; SOURCE: pack.c
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
;   12| void gemm_bt(int n, double C[restrict n][n], double A[restrict n][n],
;   13|              double B[restrict n][n]) {
;   14|   for (int i = 0; i < n; i++)
;   15|     for (int k = 0; k < n; k++)
;   16|       for (int j = 0; j < n; j++)
;   17|         C[i][j] += A[i][k] * B[j][k];
;   18| }
;   19|
;   20| int main(int argc, char **argv) {
;   21|   int n = argc > 1 ? atoi(argv[1]) : 256;
;   22|   double (*A)[n] = malloc(sizeof(double[n][n]));
;   23|   double (*B)[n] = malloc(sizeof(double[n][n]));
;   24|   double (*C)[n] = malloc(sizeof(double[n][n]));
;   25|   for (int i = 0; i < n; i++)
;   26|     for (int j = 0; j < n; j++) {
;   27|       A[i][j] = (double)((i * j + 1) % 7) / 7;
;   28|       B[i][j] = (double)((i + 2 * j) % 5) / 5;
;   29|       C[i][j] = (double)((i + j) % 3);
;   30|     }
;   31|   gemm(n, 1.5, C, A, B);
;   32|   gemm_bt(n, C, A, B);
;   33|   double s = 0;
;   34|   for (int i = 0; i < n; i++)
;   35|     for (int j = 0; j < n; j++)
;   36|       s += C[i][j] * (i % 7 + j % 5 + 1);
;   37|   printf("%.17g\n", s);
;   38|   return 0;
;   39| }
; END-SOURCE
;
; CHECK-LABEL: define dso_local void @gemm(
; CHECK: %tessera.pack.B = call ptr @aligned_alloc(i64 64, i64 [[BYTES:[0-9]+]])
; CHECK: call void @free(ptr %tessera.pack.B)
; CHECK: call void @free(ptr %tessera.pack.B)
; The copy, at the start of the j-tile loop's body: B's element to its
; place in the buffer.
; CHECK: {{^}}tessera.pack.body{{[0-9]+}}:
; CHECK: [[SRC:%[0-9]+]] = getelementptr i8, ptr %B,
; CHECK-NEXT: [[V:%[0-9]+]] = load double, ptr [[SRC]]
; CHECK: [[DST:%[0-9]+]] = getelementptr double, ptr %tessera.pack.B,
; CHECK-NEXT: store double [[V]], ptr [[DST]]
; The micro-kernel reads B in the buffer, stride 1 along j (c5).
; CHECK: {{^}}tessera.jammed:
; CHECK: {{^}}tessera.body{{[0-9]+}}:
; CHECK: [[I:%[0-9]+]] = add i64 {{%[0-9]+}}, %c5
; CHECK-NEXT: [[P:%[0-9]+]] = getelementptr double, ptr %tessera.pack.B, i64 [[I]]
; CHECK-NEXT: load double, ptr [[P]]
; CHECK-LABEL: define dso_local void @gemm_bt(
; CHECK: %tessera.pack.B = call ptr @aligned_alloc(i64 64,
;
; REMARK: pack.c:6:3: SCoP gemm.scop0: packed B of statement S1 into a buffer of [[N:[0-9]+]] x [[N]] elements of 8 bytes ({{[0-9]+}} bytes, 64-byte aligned), a tile per iteration of loop c2
; REMARK: pack.c:14:3: SCoP gemm_bt.scop0: packed B of statement S1 into a buffer of
; REMARK-NOT: packed A
;
; OFF-NOT: aligned_alloc
; OFF-NOT: tessera.pack

; ModuleID = 'pack.c'
source_filename = "pack.c"
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

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gemm_bt(i32 noundef %n, ptr noalias nocapture noundef %C, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %B) local_unnamed_addr #0 !dbg !75 {
entry:
    #dbg_value(i32 %n, !79, !DIExpression(), !91)
    #dbg_value(ptr %C, !80, !DIExpression(), !91)
    #dbg_value(ptr %A, !81, !DIExpression(), !91)
    #dbg_value(ptr %B, !82, !DIExpression(), !91)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !83, !DIExpression(), !92)
  %cmp46 = icmp sgt i32 %n, 0, !dbg !93
  br i1 %cmp46, label %for.cond5.preheader.lr.ph, label %for.cond.cleanup, !dbg !94

for.cond5.preheader.lr.ph:                        ; preds = %entry, %for.cond.cleanup3
  %indvars.iv54 = phi i64 [ %indvars.iv.next55, %for.cond.cleanup3 ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv54, !83, !DIExpression(), !92)
    #dbg_value(i32 0, !85, !DIExpression(), !95)
  %1 = mul nuw nsw i64 %indvars.iv54, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %1
  %arrayidx16 = getelementptr inbounds double, ptr %C, i64 %1
  br label %for.cond5.preheader, !dbg !96

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !97

for.cond5.preheader:                              ; preds = %for.cond5.preheader.lr.ph, %for.cond.cleanup7
  %indvars.iv49 = phi i64 [ 0, %for.cond5.preheader.lr.ph ], [ %indvars.iv.next50, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv49, !85, !DIExpression(), !95)
    #dbg_value(i32 0, !88, !DIExpression(), !98)
  %arrayidx10 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv49
  %2 = load double, ptr %arrayidx10, align 8, !tbaa !53
  %invariant.gep = getelementptr inbounds double, ptr %B, i64 %indvars.iv49, !dbg !99
  br label %for.body8, !dbg !99

for.cond.cleanup3:                                ; preds = %for.cond.cleanup7
  %indvars.iv.next55 = add nuw nsw i64 %indvars.iv54, 1, !dbg !100
    #dbg_value(i64 %indvars.iv.next55, !83, !DIExpression(), !92)
  %exitcond58.not = icmp eq i64 %indvars.iv.next55, %0, !dbg !93
  br i1 %exitcond58.not, label %for.cond.cleanup, label %for.cond5.preheader.lr.ph, !dbg !94, !llvm.loop !101

for.cond.cleanup7:                                ; preds = %for.body8
  %indvars.iv.next50 = add nuw nsw i64 %indvars.iv49, 1, !dbg !103
    #dbg_value(i64 %indvars.iv.next50, !85, !DIExpression(), !95)
  %exitcond53.not = icmp eq i64 %indvars.iv.next50, %0, !dbg !104
  br i1 %exitcond53.not, label %for.cond.cleanup3, label %for.cond5.preheader, !dbg !96, !llvm.loop !105

for.body8:                                        ; preds = %for.cond5.preheader, %for.body8
  %indvars.iv = phi i64 [ 0, %for.cond5.preheader ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !88, !DIExpression(), !98)
  %3 = mul nuw nsw i64 %indvars.iv, %0, !dbg !107
  %gep = getelementptr inbounds double, ptr %invariant.gep, i64 %3, !dbg !107
  %4 = load double, ptr %gep, align 8, !dbg !107, !tbaa !53
  %arrayidx18 = getelementptr inbounds double, ptr %arrayidx16, i64 %indvars.iv, !dbg !109
  %5 = load double, ptr %arrayidx18, align 8, !dbg !110, !tbaa !53
  %6 = tail call double @llvm.fmuladd.f64(double %2, double %4, double %5), !dbg !110
  store double %6, ptr %arrayidx18, align 8, !dbg !110, !tbaa !53
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !111
    #dbg_value(i64 %indvars.iv.next, !88, !DIExpression(), !98)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !112
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !99, !llvm.loop !113
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !115 {
entry:
    #dbg_value(i32 %argc, !119, !DIExpression(), !136)
    #dbg_value(ptr %argv, !120, !DIExpression(), !136)
  %cmp = icmp sgt i32 %argc, 1, !dbg !137
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !138

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !139
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %0, !142, !DIExpression(), !150)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #7, !dbg !152
  %conv.i = trunc i64 %call.i to i32, !dbg !153
  br label %cond.end, !dbg !138

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 256, %entry ], !dbg !138
    #dbg_value(i32 %cond, !121, !DIExpression(), !136)
  %1 = zext i32 %cond to i64, !dbg !154
  %2 = shl nuw nsw i64 %1, 3, !dbg !155
  %3 = mul i64 %2, %1, !dbg !155
  %call1 = tail call noalias ptr @malloc(i64 noundef %3) #8, !dbg !156
    #dbg_value(ptr %call1, !122, !DIExpression(), !136)
  %call2 = tail call noalias ptr @malloc(i64 noundef %3) #8, !dbg !157
    #dbg_value(ptr %call2, !123, !DIExpression(), !136)
  %call3 = tail call noalias ptr @malloc(i64 noundef %3) #8, !dbg !158
    #dbg_value(ptr %call3, !124, !DIExpression(), !136)
    #dbg_value(i32 0, !125, !DIExpression(), !159)
  %cmp4114 = icmp sgt i32 %cond, 0, !dbg !160
  br i1 %cmp4114, label %for.body8.lr.ph, label %for.cond.cleanup35, !dbg !161

for.body8.lr.ph:                                  ; preds = %cond.end, %for.cond.cleanup7
  %indvars.iv129 = phi i64 [ %indvars.iv.next130, %for.cond.cleanup7 ], [ 0, %cond.end ]
    #dbg_value(i64 %indvars.iv129, !125, !DIExpression(), !159)
    #dbg_value(i32 0, !127, !DIExpression(), !162)
  %4 = mul nuw nsw i64 %indvars.iv129, %1
  %arrayidx9 = getelementptr inbounds double, ptr %call1, i64 %4
  %arrayidx18 = getelementptr inbounds double, ptr %call2, i64 %4
  %arrayidx25 = getelementptr inbounds double, ptr %call3, i64 %4
  br label %for.body8, !dbg !163

for.cond.cleanup:                                 ; preds = %for.cond.cleanup7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !164), !dbg !167
  tail call void @llvm.experimental.noalias.scope.decl(metadata !168), !dbg !167
  tail call void @llvm.experimental.noalias.scope.decl(metadata !170), !dbg !167
    #dbg_value(i32 %cond, !32, !DIExpression(), !172)
    #dbg_value(double 1.500000e+00, !33, !DIExpression(), !172)
    #dbg_value(ptr %call3, !34, !DIExpression(), !172)
    #dbg_value(ptr %call1, !35, !DIExpression(), !172)
    #dbg_value(ptr %call2, !36, !DIExpression(), !172)
    #dbg_value(i32 0, !37, !DIExpression(), !174)
  br i1 %cmp4114, label %for.cond5.preheader.lr.ph.i, label %for.cond.cleanup35, !dbg !175

for.cond5.preheader.lr.ph.i:                      ; preds = %for.cond.cleanup, %for.cond.cleanup3.i
  %indvars.iv55.i = phi i64 [ %indvars.iv.next56.i, %for.cond.cleanup3.i ], [ 0, %for.cond.cleanup ]
    #dbg_value(i64 %indvars.iv55.i, !37, !DIExpression(), !174)
    #dbg_value(i32 0, !39, !DIExpression(), !176)
  %5 = mul nuw nsw i64 %indvars.iv55.i, %1
  %arrayidx.i = getelementptr inbounds double, ptr %call1, i64 %5
  %arrayidx17.i = getelementptr inbounds double, ptr %call3, i64 %5
  br label %for.cond5.preheader.i, !dbg !177

for.cond5.preheader.i:                            ; preds = %for.cond.cleanup7.i, %for.cond5.preheader.lr.ph.i
  %indvars.iv50.i = phi i64 [ 0, %for.cond5.preheader.lr.ph.i ], [ %indvars.iv.next51.i, %for.cond.cleanup7.i ]
    #dbg_value(i64 %indvars.iv50.i, !39, !DIExpression(), !176)
    #dbg_value(i32 0, !42, !DIExpression(), !178)
  %arrayidx10.i = getelementptr inbounds double, ptr %arrayidx.i, i64 %indvars.iv50.i
  %6 = load double, ptr %arrayidx10.i, align 8, !tbaa !53, !alias.scope !168, !noalias !179
  %mul.i = fmul double %6, 1.500000e+00
  %7 = mul nuw nsw i64 %indvars.iv50.i, %1
  %arrayidx12.i = getelementptr inbounds double, ptr %call2, i64 %7
  br label %for.body8.i, !dbg !180

for.cond.cleanup3.i:                              ; preds = %for.cond.cleanup7.i
  %indvars.iv.next56.i = add nuw nsw i64 %indvars.iv55.i, 1, !dbg !181
    #dbg_value(i64 %indvars.iv.next56.i, !37, !DIExpression(), !174)
  %exitcond59.not.i = icmp eq i64 %indvars.iv.next56.i, %1, !dbg !182
  br i1 %exitcond59.not.i, label %gemm.exit, label %for.cond5.preheader.lr.ph.i, !dbg !175, !llvm.loop !183

for.cond.cleanup7.i:                              ; preds = %for.body8.i
  %indvars.iv.next51.i = add nuw nsw i64 %indvars.iv50.i, 1, !dbg !185
    #dbg_value(i64 %indvars.iv.next51.i, !39, !DIExpression(), !176)
  %exitcond54.not.i = icmp eq i64 %indvars.iv.next51.i, %1, !dbg !186
  br i1 %exitcond54.not.i, label %for.cond.cleanup3.i, label %for.cond5.preheader.i, !dbg !177, !llvm.loop !187

for.body8.i:                                      ; preds = %for.body8.i, %for.cond5.preheader.i
  %indvars.iv.i = phi i64 [ 0, %for.cond5.preheader.i ], [ %indvars.iv.next.i, %for.body8.i ]
    #dbg_value(i64 %indvars.iv.i, !42, !DIExpression(), !178)
  %arrayidx14.i = getelementptr inbounds double, ptr %arrayidx12.i, i64 %indvars.iv.i, !dbg !189
  %8 = load double, ptr %arrayidx14.i, align 8, !dbg !189, !tbaa !53, !alias.scope !170, !noalias !190
  %arrayidx19.i = getelementptr inbounds double, ptr %arrayidx17.i, i64 %indvars.iv.i, !dbg !191
  %9 = load double, ptr %arrayidx19.i, align 8, !dbg !192, !tbaa !53, !alias.scope !164, !noalias !193
  %10 = tail call double @llvm.fmuladd.f64(double %mul.i, double %8, double %9), !dbg !192
  store double %10, ptr %arrayidx19.i, align 8, !dbg !192, !tbaa !53, !alias.scope !164, !noalias !193
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !194
    #dbg_value(i64 %indvars.iv.next.i, !42, !DIExpression(), !178)
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, %1, !dbg !195
  br i1 %exitcond.not.i, label %for.cond.cleanup7.i, label %for.body8.i, !dbg !180, !llvm.loop !196

gemm.exit:                                        ; preds = %for.cond.cleanup3.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !198), !dbg !201
  tail call void @llvm.experimental.noalias.scope.decl(metadata !202), !dbg !201
  tail call void @llvm.experimental.noalias.scope.decl(metadata !204), !dbg !201
    #dbg_value(i32 %cond, !79, !DIExpression(), !206)
    #dbg_value(ptr %call3, !80, !DIExpression(), !206)
    #dbg_value(ptr %call1, !81, !DIExpression(), !206)
    #dbg_value(ptr %call2, !82, !DIExpression(), !206)
    #dbg_value(i32 0, !83, !DIExpression(), !208)
  br label %for.cond5.preheader.lr.ph.i102, !dbg !209

for.cond5.preheader.lr.ph.i102:                   ; preds = %gemm.exit, %for.cond.cleanup3.i111
  %indvars.iv54.i = phi i64 [ %indvars.iv.next55.i, %for.cond.cleanup3.i111 ], [ 0, %gemm.exit ]
    #dbg_value(i64 %indvars.iv54.i, !83, !DIExpression(), !208)
    #dbg_value(i32 0, !85, !DIExpression(), !210)
  %11 = mul nuw nsw i64 %indvars.iv54.i, %1
  %arrayidx.i103 = getelementptr inbounds double, ptr %call1, i64 %11
  %arrayidx16.i = getelementptr inbounds double, ptr %call3, i64 %11
  br label %for.cond5.preheader.i104, !dbg !211

for.cond5.preheader.i104:                         ; preds = %for.cond.cleanup7.i110, %for.cond5.preheader.lr.ph.i102
  %indvars.iv49.i = phi i64 [ 0, %for.cond5.preheader.lr.ph.i102 ], [ %indvars.iv.next50.i, %for.cond.cleanup7.i110 ]
    #dbg_value(i64 %indvars.iv49.i, !85, !DIExpression(), !210)
    #dbg_value(i32 0, !88, !DIExpression(), !212)
  %arrayidx10.i105 = getelementptr inbounds double, ptr %arrayidx.i103, i64 %indvars.iv49.i
  %12 = load double, ptr %arrayidx10.i105, align 8, !tbaa !53, !alias.scope !202, !noalias !213
  %invariant.gep.i = getelementptr inbounds double, ptr %call2, i64 %indvars.iv49.i, !dbg !214
  br label %for.body8.i106, !dbg !214

for.cond.cleanup3.i111:                           ; preds = %for.cond.cleanup7.i110
  %indvars.iv.next55.i = add nuw nsw i64 %indvars.iv54.i, 1, !dbg !215
    #dbg_value(i64 %indvars.iv.next55.i, !83, !DIExpression(), !208)
  %exitcond58.not.i = icmp eq i64 %indvars.iv.next55.i, %1, !dbg !216
  br i1 %exitcond58.not.i, label %gemm_bt.exit, label %for.cond5.preheader.lr.ph.i102, !dbg !209, !llvm.loop !217

for.cond.cleanup7.i110:                           ; preds = %for.body8.i106
  %indvars.iv.next50.i = add nuw nsw i64 %indvars.iv49.i, 1, !dbg !219
    #dbg_value(i64 %indvars.iv.next50.i, !85, !DIExpression(), !210)
  %exitcond53.not.i = icmp eq i64 %indvars.iv.next50.i, %1, !dbg !220
  br i1 %exitcond53.not.i, label %for.cond.cleanup3.i111, label %for.cond5.preheader.i104, !dbg !211, !llvm.loop !221

for.body8.i106:                                   ; preds = %for.body8.i106, %for.cond5.preheader.i104
  %indvars.iv.i107 = phi i64 [ 0, %for.cond5.preheader.i104 ], [ %indvars.iv.next.i108, %for.body8.i106 ]
    #dbg_value(i64 %indvars.iv.i107, !88, !DIExpression(), !212)
  %13 = mul nuw nsw i64 %indvars.iv.i107, %1, !dbg !223
  %gep.i = getelementptr inbounds double, ptr %invariant.gep.i, i64 %13, !dbg !223
  %14 = load double, ptr %gep.i, align 8, !dbg !223, !tbaa !53, !alias.scope !204, !noalias !224
  %arrayidx18.i = getelementptr inbounds double, ptr %arrayidx16.i, i64 %indvars.iv.i107, !dbg !225
  %15 = load double, ptr %arrayidx18.i, align 8, !dbg !226, !tbaa !53, !alias.scope !198, !noalias !227
  %16 = tail call double @llvm.fmuladd.f64(double %12, double %14, double %15), !dbg !226
  store double %16, ptr %arrayidx18.i, align 8, !dbg !226, !tbaa !53, !alias.scope !198, !noalias !227
  %indvars.iv.next.i108 = add nuw nsw i64 %indvars.iv.i107, 1, !dbg !228
    #dbg_value(i64 %indvars.iv.next.i108, !88, !DIExpression(), !212)
  %exitcond.not.i109 = icmp eq i64 %indvars.iv.next.i108, %1, !dbg !229
  br i1 %exitcond.not.i109, label %for.cond.cleanup7.i110, label %for.body8.i106, !dbg !214, !llvm.loop !230

gemm_bt.exit:                                     ; preds = %for.cond.cleanup3.i111
    #dbg_value(double 0.000000e+00, !130, !DIExpression(), !136)
    #dbg_value(i32 0, !131, !DIExpression(), !232)
  br i1 %cmp4114, label %for.body42.lr.ph, label %for.cond.cleanup35, !dbg !233

for.cond.cleanup7:                                ; preds = %for.body8
  %indvars.iv.next130 = add nuw nsw i64 %indvars.iv129, 1, !dbg !234
    #dbg_value(i64 %indvars.iv.next130, !125, !DIExpression(), !159)
  %exitcond133.not = icmp eq i64 %indvars.iv.next130, %1, !dbg !160
  br i1 %exitcond133.not, label %for.cond.cleanup, label %for.body8.lr.ph, !dbg !161, !llvm.loop !235

for.body8:                                        ; preds = %for.body8.lr.ph, %for.body8
  %indvars.iv = phi i64 [ 0, %for.body8.lr.ph ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !127, !DIExpression(), !162)
  %17 = mul nuw nsw i64 %indvars.iv, %indvars.iv129, !dbg !237
  %18 = trunc i64 %17 to i32, !dbg !240
  %19 = add i32 %18, 1, !dbg !240
  %rem = urem i32 %19, 7, !dbg !240
  %conv = uitofp nneg i32 %rem to double, !dbg !241
  %div = fdiv double %conv, 7.000000e+00, !dbg !242
  %arrayidx11 = getelementptr inbounds double, ptr %arrayidx9, i64 %indvars.iv, !dbg !243
  store double %div, ptr %arrayidx11, align 8, !dbg !244, !tbaa !53
  %20 = shl nuw nsw i64 %indvars.iv, 1, !dbg !245
  %21 = add nuw nsw i64 %20, %indvars.iv129, !dbg !246
  %22 = trunc nuw i64 %21 to i32, !dbg !247
  %rem14 = urem i32 %22, 5, !dbg !247
  %conv15 = uitofp nneg i32 %rem14 to double, !dbg !248
  %div16 = fdiv double %conv15, 5.000000e+00, !dbg !249
  %arrayidx20 = getelementptr inbounds double, ptr %arrayidx18, i64 %indvars.iv, !dbg !250
  store double %div16, ptr %arrayidx20, align 8, !dbg !251, !tbaa !53
  %23 = add nuw nsw i64 %indvars.iv, %indvars.iv129, !dbg !252
  %24 = trunc nuw i64 %23 to i32, !dbg !253
  %rem22 = urem i32 %24, 3, !dbg !253
  %conv23 = uitofp nneg i32 %rem22 to double, !dbg !254
  %arrayidx27 = getelementptr inbounds double, ptr %arrayidx25, i64 %indvars.iv, !dbg !255
  store double %conv23, ptr %arrayidx27, align 8, !dbg !256, !tbaa !53
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !257
    #dbg_value(i64 %indvars.iv.next, !127, !DIExpression(), !162)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %1, !dbg !258
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !163, !llvm.loop !259

for.body42.lr.ph:                                 ; preds = %gemm_bt.exit, %for.cond.cleanup41
  %indvars.iv139 = phi i64 [ %indvars.iv.next140, %for.cond.cleanup41 ], [ 0, %gemm_bt.exit ]
  %s.0120 = phi double [ %29, %for.cond.cleanup41 ], [ 0.000000e+00, %gemm_bt.exit ]
    #dbg_value(i64 %indvars.iv139, !131, !DIExpression(), !232)
    #dbg_value(i32 0, !133, !DIExpression(), !261)
    #dbg_value(double %s.0120, !130, !DIExpression(), !136)
  %25 = mul nuw nsw i64 %indvars.iv139, %1
  %arrayidx44 = getelementptr inbounds double, ptr %call3, i64 %25
  %26 = trunc nuw nsw i64 %indvars.iv139 to i32
  %rem47 = urem i32 %26, 7
  %add49 = add nuw nsw i32 %rem47, 1
  br label %for.body42, !dbg !262

for.cond.cleanup35:                               ; preds = %for.cond.cleanup41, %cond.end, %for.cond.cleanup, %gemm_bt.exit
  %s.0.lcssa = phi double [ 0.000000e+00, %gemm_bt.exit ], [ 0.000000e+00, %for.cond.cleanup ], [ 0.000000e+00, %cond.end ], [ %29, %for.cond.cleanup41 ], !dbg !263
  %call59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !264
  ret i32 0, !dbg !265

for.cond.cleanup41:                               ; preds = %for.body42
  %indvars.iv.next140 = add nuw nsw i64 %indvars.iv139, 1, !dbg !266
    #dbg_value(i64 %indvars.iv.next140, !131, !DIExpression(), !232)
    #dbg_value(double %29, !130, !DIExpression(), !136)
  %exitcond143.not = icmp eq i64 %indvars.iv.next140, %1, !dbg !267
  br i1 %exitcond143.not, label %for.cond.cleanup35, label %for.body42.lr.ph, !dbg !233, !llvm.loop !268

for.body42:                                       ; preds = %for.body42.lr.ph, %for.body42
  %indvars.iv134 = phi i64 [ 0, %for.body42.lr.ph ], [ %indvars.iv.next135, %for.body42 ]
  %s.1117 = phi double [ %s.0120, %for.body42.lr.ph ], [ %29, %for.body42 ]
    #dbg_value(i64 %indvars.iv134, !133, !DIExpression(), !261)
    #dbg_value(double %s.1117, !130, !DIExpression(), !136)
  %arrayidx46 = getelementptr inbounds double, ptr %arrayidx44, i64 %indvars.iv134, !dbg !270
  %27 = load double, ptr %arrayidx46, align 8, !dbg !270, !tbaa !53
  %28 = trunc nuw nsw i64 %indvars.iv134 to i32, !dbg !272
  %rem48 = urem i32 %28, 5, !dbg !272
  %add50 = add nuw nsw i32 %add49, %rem48, !dbg !273
  %conv51 = uitofp nneg i32 %add50 to double, !dbg !274
  %29 = tail call double @llvm.fmuladd.f64(double %27, double %conv51, double %s.1117), !dbg !275
    #dbg_value(double %29, !130, !DIExpression(), !136)
  %indvars.iv.next135 = add nuw nsw i64 %indvars.iv134, 1, !dbg !276
    #dbg_value(i64 %indvars.iv.next135, !133, !DIExpression(), !261)
  %exitcond138.not = icmp eq i64 %indvars.iv.next135, %1, !dbg !277
  br i1 %exitcond138.not, label %for.cond.cleanup41, label %for.body42, !dbg !262, !llvm.loop !278
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !280 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !286 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !291 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "pack.c", directory: ".", checksumkind: CSK_MD5, checksum: "aad872497ac8a12485f4dc79d72f6d5e")
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
!75 = distinct !DISubprogram(name: "gemm_bt", scope: !2, file: !2, line: 12, type: !76, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !10, !26, !26, !26}
!78 = !{!79, !80, !81, !82, !83, !85, !88}
!79 = !DILocalVariable(name: "n", arg: 1, scope: !75, file: !2, line: 12, type: !10)
!80 = !DILocalVariable(name: "C", arg: 2, scope: !75, file: !2, line: 12, type: !26)
!81 = !DILocalVariable(name: "A", arg: 3, scope: !75, file: !2, line: 12, type: !26)
!82 = !DILocalVariable(name: "B", arg: 4, scope: !75, file: !2, line: 13, type: !26)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 14, type: !10)
!84 = distinct !DILexicalBlock(scope: !75, file: !2, line: 14, column: 3)
!85 = !DILocalVariable(name: "k", scope: !86, file: !2, line: 15, type: !10)
!86 = distinct !DILexicalBlock(scope: !87, file: !2, line: 15, column: 5)
!87 = distinct !DILexicalBlock(scope: !84, file: !2, line: 14, column: 3)
!88 = !DILocalVariable(name: "j", scope: !89, file: !2, line: 16, type: !10)
!89 = distinct !DILexicalBlock(scope: !90, file: !2, line: 16, column: 7)
!90 = distinct !DILexicalBlock(scope: !86, file: !2, line: 15, column: 5)
!91 = !DILocation(line: 0, scope: !75)
!92 = !DILocation(line: 0, scope: !84)
!93 = !DILocation(line: 14, column: 21, scope: !87)
!94 = !DILocation(line: 14, column: 3, scope: !84)
!95 = !DILocation(line: 0, scope: !86)
!96 = !DILocation(line: 15, column: 5, scope: !86)
!97 = !DILocation(line: 18, column: 1, scope: !75)
!98 = !DILocation(line: 0, scope: !89)
!99 = !DILocation(line: 16, column: 7, scope: !89)
!100 = !DILocation(line: 14, column: 27, scope: !87)
!101 = distinct !{!101, !94, !102, !61, !62}
!102 = !DILocation(line: 17, column: 36, scope: !84)
!103 = !DILocation(line: 15, column: 29, scope: !90)
!104 = !DILocation(line: 15, column: 23, scope: !90)
!105 = distinct !{!105, !96, !106, !61, !62}
!106 = !DILocation(line: 17, column: 36, scope: !86)
!107 = !DILocation(line: 17, column: 30, scope: !108)
!108 = distinct !DILexicalBlock(scope: !89, file: !2, line: 16, column: 7)
!109 = !DILocation(line: 17, column: 9, scope: !108)
!110 = !DILocation(line: 17, column: 17, scope: !108)
!111 = !DILocation(line: 16, column: 31, scope: !108)
!112 = !DILocation(line: 16, column: 25, scope: !108)
!113 = distinct !{!113, !99, !114, !61, !62}
!114 = !DILocation(line: 17, column: 36, scope: !89)
!115 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !116, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!10, !10, !11}
!118 = !{!119, !120, !121, !122, !123, !124, !125, !127, !130, !131, !133}
!119 = !DILocalVariable(name: "argc", arg: 1, scope: !115, file: !2, line: 20, type: !10)
!120 = !DILocalVariable(name: "argv", arg: 2, scope: !115, file: !2, line: 20, type: !11)
!121 = !DILocalVariable(name: "n", scope: !115, file: !2, line: 21, type: !10)
!122 = !DILocalVariable(name: "A", scope: !115, file: !2, line: 22, type: !27)
!123 = !DILocalVariable(name: "B", scope: !115, file: !2, line: 23, type: !27)
!124 = !DILocalVariable(name: "C", scope: !115, file: !2, line: 24, type: !27)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 25, type: !10)
!126 = distinct !DILexicalBlock(scope: !115, file: !2, line: 25, column: 3)
!127 = !DILocalVariable(name: "j", scope: !128, file: !2, line: 26, type: !10)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 26, column: 5)
!129 = distinct !DILexicalBlock(scope: !126, file: !2, line: 25, column: 3)
!130 = !DILocalVariable(name: "s", scope: !115, file: !2, line: 33, type: !9)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 34, type: !10)
!132 = distinct !DILexicalBlock(scope: !115, file: !2, line: 34, column: 3)
!133 = !DILocalVariable(name: "j", scope: !134, file: !2, line: 35, type: !10)
!134 = distinct !DILexicalBlock(scope: !135, file: !2, line: 35, column: 5)
!135 = distinct !DILexicalBlock(scope: !132, file: !2, line: 34, column: 3)
!136 = !DILocation(line: 0, scope: !115)
!137 = !DILocation(line: 21, column: 16, scope: !115)
!138 = !DILocation(line: 21, column: 11, scope: !115)
!139 = !DILocation(line: 21, column: 27, scope: !115)
!140 = !{!141, !141, i64 0}
!141 = !{!"any pointer", !55, i64 0}
!142 = !DILocalVariable(name: "__nptr", arg: 1, scope: !143, file: !144, line: 362, type: !147)
!143 = distinct !DISubprogram(name: "atoi", scope: !144, file: !144, line: 362, type: !145, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !149)
!144 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!145 = !DISubroutineType(types: !146)
!146 = !{!10, !147}
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!149 = !{!142}
!150 = !DILocation(line: 0, scope: !143, inlinedAt: !151)
!151 = distinct !DILocation(line: 21, column: 22, scope: !115)
!152 = !DILocation(line: 364, column: 16, scope: !143, inlinedAt: !151)
!153 = !DILocation(line: 364, column: 10, scope: !143, inlinedAt: !151)
!154 = !DILocation(line: 22, column: 3, scope: !115)
!155 = !DILocation(line: 22, column: 27, scope: !115)
!156 = !DILocation(line: 22, column: 20, scope: !115)
!157 = !DILocation(line: 23, column: 20, scope: !115)
!158 = !DILocation(line: 24, column: 20, scope: !115)
!159 = !DILocation(line: 0, scope: !126)
!160 = !DILocation(line: 25, column: 21, scope: !129)
!161 = !DILocation(line: 25, column: 3, scope: !126)
!162 = !DILocation(line: 0, scope: !128)
!163 = !DILocation(line: 26, column: 5, scope: !128)
!164 = !{!165}
!165 = distinct !{!165, !166, !"gemm: %C"}
!166 = distinct !{!166, !"gemm"}
!167 = !DILocation(line: 31, column: 3, scope: !115)
!168 = !{!169}
!169 = distinct !{!169, !166, !"gemm: %A"}
!170 = !{!171}
!171 = distinct !{!171, !166, !"gemm: %B"}
!172 = !DILocation(line: 0, scope: !23, inlinedAt: !173)
!173 = distinct !DILocation(line: 31, column: 3, scope: !115)
!174 = !DILocation(line: 0, scope: !38, inlinedAt: !173)
!175 = !DILocation(line: 6, column: 3, scope: !38, inlinedAt: !173)
!176 = !DILocation(line: 0, scope: !40, inlinedAt: !173)
!177 = !DILocation(line: 7, column: 5, scope: !40, inlinedAt: !173)
!178 = !DILocation(line: 0, scope: !43, inlinedAt: !173)
!179 = !{!165, !171}
!180 = !DILocation(line: 8, column: 7, scope: !43, inlinedAt: !173)
!181 = !DILocation(line: 6, column: 27, scope: !41, inlinedAt: !173)
!182 = !DILocation(line: 6, column: 21, scope: !41, inlinedAt: !173)
!183 = distinct !{!183, !175, !184, !61, !62}
!184 = !DILocation(line: 9, column: 44, scope: !38, inlinedAt: !173)
!185 = !DILocation(line: 7, column: 29, scope: !44, inlinedAt: !173)
!186 = !DILocation(line: 7, column: 23, scope: !44, inlinedAt: !173)
!187 = distinct !{!187, !177, !188, !61, !62}
!188 = !DILocation(line: 9, column: 44, scope: !40, inlinedAt: !173)
!189 = !DILocation(line: 9, column: 38, scope: !68, inlinedAt: !173)
!190 = !{!165, !169}
!191 = !DILocation(line: 9, column: 9, scope: !68, inlinedAt: !173)
!192 = !DILocation(line: 9, column: 17, scope: !68, inlinedAt: !173)
!193 = !{!169, !171}
!194 = !DILocation(line: 8, column: 31, scope: !68, inlinedAt: !173)
!195 = !DILocation(line: 8, column: 25, scope: !68, inlinedAt: !173)
!196 = distinct !{!196, !180, !197, !61, !62}
!197 = !DILocation(line: 9, column: 44, scope: !43, inlinedAt: !173)
!198 = !{!199}
!199 = distinct !{!199, !200, !"gemm_bt: %C"}
!200 = distinct !{!200, !"gemm_bt"}
!201 = !DILocation(line: 32, column: 3, scope: !115)
!202 = !{!203}
!203 = distinct !{!203, !200, !"gemm_bt: %A"}
!204 = !{!205}
!205 = distinct !{!205, !200, !"gemm_bt: %B"}
!206 = !DILocation(line: 0, scope: !75, inlinedAt: !207)
!207 = distinct !DILocation(line: 32, column: 3, scope: !115)
!208 = !DILocation(line: 0, scope: !84, inlinedAt: !207)
!209 = !DILocation(line: 14, column: 3, scope: !84, inlinedAt: !207)
!210 = !DILocation(line: 0, scope: !86, inlinedAt: !207)
!211 = !DILocation(line: 15, column: 5, scope: !86, inlinedAt: !207)
!212 = !DILocation(line: 0, scope: !89, inlinedAt: !207)
!213 = !{!199, !205}
!214 = !DILocation(line: 16, column: 7, scope: !89, inlinedAt: !207)
!215 = !DILocation(line: 14, column: 27, scope: !87, inlinedAt: !207)
!216 = !DILocation(line: 14, column: 21, scope: !87, inlinedAt: !207)
!217 = distinct !{!217, !209, !218, !61, !62}
!218 = !DILocation(line: 17, column: 36, scope: !84, inlinedAt: !207)
!219 = !DILocation(line: 15, column: 29, scope: !90, inlinedAt: !207)
!220 = !DILocation(line: 15, column: 23, scope: !90, inlinedAt: !207)
!221 = distinct !{!221, !211, !222, !61, !62}
!222 = !DILocation(line: 17, column: 36, scope: !86, inlinedAt: !207)
!223 = !DILocation(line: 17, column: 30, scope: !108, inlinedAt: !207)
!224 = !{!199, !203}
!225 = !DILocation(line: 17, column: 9, scope: !108, inlinedAt: !207)
!226 = !DILocation(line: 17, column: 17, scope: !108, inlinedAt: !207)
!227 = !{!203, !205}
!228 = !DILocation(line: 16, column: 31, scope: !108, inlinedAt: !207)
!229 = !DILocation(line: 16, column: 25, scope: !108, inlinedAt: !207)
!230 = distinct !{!230, !214, !231, !61, !62}
!231 = !DILocation(line: 17, column: 36, scope: !89, inlinedAt: !207)
!232 = !DILocation(line: 0, scope: !132)
!233 = !DILocation(line: 34, column: 3, scope: !132)
!234 = !DILocation(line: 25, column: 27, scope: !129)
!235 = distinct !{!235, !161, !236, !61, !62}
!236 = !DILocation(line: 30, column: 5, scope: !126)
!237 = !DILocation(line: 27, column: 29, scope: !238)
!238 = distinct !DILexicalBlock(scope: !239, file: !2, line: 26, column: 33)
!239 = distinct !DILexicalBlock(scope: !128, file: !2, line: 26, column: 5)
!240 = !DILocation(line: 27, column: 38, scope: !238)
!241 = !DILocation(line: 27, column: 17, scope: !238)
!242 = !DILocation(line: 27, column: 43, scope: !238)
!243 = !DILocation(line: 27, column: 7, scope: !238)
!244 = !DILocation(line: 27, column: 15, scope: !238)
!245 = !DILocation(line: 28, column: 33, scope: !238)
!246 = !DILocation(line: 28, column: 29, scope: !238)
!247 = !DILocation(line: 28, column: 38, scope: !238)
!248 = !DILocation(line: 28, column: 17, scope: !238)
!249 = !DILocation(line: 28, column: 43, scope: !238)
!250 = !DILocation(line: 28, column: 7, scope: !238)
!251 = !DILocation(line: 28, column: 15, scope: !238)
!252 = !DILocation(line: 29, column: 29, scope: !238)
!253 = !DILocation(line: 29, column: 34, scope: !238)
!254 = !DILocation(line: 29, column: 17, scope: !238)
!255 = !DILocation(line: 29, column: 7, scope: !238)
!256 = !DILocation(line: 29, column: 15, scope: !238)
!257 = !DILocation(line: 26, column: 29, scope: !239)
!258 = !DILocation(line: 26, column: 23, scope: !239)
!259 = distinct !{!259, !163, !260, !61, !62}
!260 = !DILocation(line: 30, column: 5, scope: !128)
!261 = !DILocation(line: 0, scope: !134)
!262 = !DILocation(line: 35, column: 5, scope: !134)
!263 = !DILocation(line: 33, column: 10, scope: !115)
!264 = !DILocation(line: 37, column: 3, scope: !115)
!265 = !DILocation(line: 39, column: 1, scope: !115)
!266 = !DILocation(line: 34, column: 27, scope: !135)
!267 = !DILocation(line: 34, column: 21, scope: !135)
!268 = distinct !{!268, !233, !269, !61, !62}
!269 = !DILocation(line: 36, column: 40, scope: !132)
!270 = !DILocation(line: 36, column: 12, scope: !271)
!271 = distinct !DILexicalBlock(scope: !134, file: !2, line: 35, column: 5)
!272 = !DILocation(line: 36, column: 33, scope: !271)
!273 = !DILocation(line: 36, column: 37, scope: !271)
!274 = !DILocation(line: 36, column: 22, scope: !271)
!275 = !DILocation(line: 36, column: 9, scope: !271)
!276 = !DILocation(line: 35, column: 29, scope: !271)
!277 = !DILocation(line: 35, column: 23, scope: !271)
!278 = distinct !{!278, !262, !279, !61, !62}
!279 = !DILocation(line: 36, column: 40, scope: !134)
!280 = !DISubprogram(name: "malloc", scope: !144, file: !144, line: 553, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!281 = !DISubroutineType(types: !282)
!282 = !{!13, !283}
!283 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !284, line: 18, baseType: !285)
!284 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!285 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!286 = !DISubprogram(name: "printf", scope: !287, file: !287, line: 356, type: !288, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!287 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!288 = !DISubroutineType(types: !289)
!289 = !{!10, !290, null}
!290 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !147)
!291 = !DISubprogram(name: "strtol", scope: !144, file: !144, line: 177, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!292 = !DISubroutineType(types: !293)
!293 = !{!294, !290, !295, !10}
!294 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!295 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
