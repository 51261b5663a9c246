; gemm as a clang -O3 build gives it to Tessera: LICM had promoted the k
; loop's accumulator, Tessera reads it from C again, so the (i, j, k) band
; is permutable. C *= beta and the store-back are distributed out
; (fuse=smart: fusing would guard them inside the k loop); the band is
; tiled 80x80x80 (the cache model: three 80x80 tiles of doubles fill 3/4 of
; x86's 256 KiB L2, which the remark names: the IR's CPU, x86-64, is never
; the host's, so the host's own L2 size is not used) with j (stride 1 in C
; and B) innermost; inside a tile,
; i and k are tiled again by 4 (register tile), their point loops c7 and c8
; inside j (codegen/register-tile.c checks the unrolled IR). The output of
; the regenerated program is the original's.
; RUN: %opt -passes='tessera<only=kernel_gemm;print-ast>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll > %t.ast 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck --match-full-lines --check-prefix=AST %s < %t.ast
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: kernel_gemm.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline))
;    5| void kernel_gemm(int ni, int nj, int nk, double alpha, double beta,
;    6|                  double C[restrict ni][nj], double A[restrict ni][nk],
;    7|                  double B[restrict nk][nj])
;    8| {
;    9|   for (int i = 0; i < ni; i++)
;   10|     for (int j = 0; j < nj; j++) {
;   11|       C[i][j] *= beta;
;   12|       for (int k = 0; k < nk; k++)
;   13|         C[i][j] += alpha * A[i][k] * B[k][j];
;   14|     }
;   15| }
;   16|
;   17| int main(void)
;   18| {
;   19|   int ni = 48, nj = 56, nk = 64;
;   20|   double (*A)[nk] = malloc(sizeof(double[ni][nk]));
;   21|   double (*B)[nj] = malloc(sizeof(double[nk][nj]));
;   22|   double (*C)[nj] = malloc(sizeof(double[ni][nj]));
;   23|   for (int i = 0; i < ni; i++)
;   24|     for (int k = 0; k < nk; k++)
;   25|       A[i][k] = (double)((i * k + 1) % nk) / nk;
;   26|   for (int k = 0; k < nk; k++)
;   27|     for (int j = 0; j < nj; j++)
;   28|       B[k][j] = (double)((k * (j + 2)) % nj) / nj;
;   29|   for (int i = 0; i < ni; i++)
;   30|     for (int j = 0; j < nj; j++)
;   31|       C[i][j] = (double)((i * j + 3) % ni) / ni;
;   32|   kernel_gemm(ni, nj, nk, 1.25, 0.75, C, A, B);
;   33|   double s = 0;
;   34|   for (int i = 0; i < ni; i++)
;   35|     for (int j = 0; j < nj; j++)
;   36|       s += C[i][j] * (1 + (i + 2 * j) % 7);
;   37|   printf("%.17g\n", s);
;   38|   return 0;
;   39| }
; END-SOURCE
;
; REMARK: remark: kernel_gemm.c:9:3: SCoP kernel_gemm.scop1: fusion smart: distributed (a flow dependence joins statements of different depths): 3 loop nest(s) {S0} {S1} {S2}; 3 loops over S1 tiled by 80x80x80, member(s) 0, 1 unrolled by 4 and jammed (register tile); tiles sized for an L2 cache of 256 KiB (LLVM's target information)
; REMARK: remark: kernel_gemm.c:9:3: regenerated SCoP kernel_gemm.scop1 (3 loops, 3 statements) from its schedule
; Tile loops count tiles, point loops keep the original index.
; BLESS-BEGIN: AST
; AST: // kernel_gemm.scop1: regenerated loop nest
; AST-NEXT: {
; AST-NEXT:   for (int c0 = 0; c0 < ni; c0 += 1)
; AST-NEXT:     for (int c1 = 0; c1 < nj; c1 += 1)
; AST-NEXT:       S0(c0, c1);
; AST-NEXT:   for (int c0 = 0; c0 <= (ni - 1) / 80; c0 += 1)
; AST-NEXT:     for (int c1 = 0; c1 <= (nk - 1) / 80; c1 += 1)
; AST-NEXT:       for (int c2 = 0; c2 <= (nj - 1) / 80; c2 += 1)
; AST-NEXT:         for (int c3 = 20 * c0; c3 <= min(20 * c0 + 19, (ni - 1) / 4); c3 += 1)
; AST-NEXT:           for (int c4 = 20 * c1; c4 <= min(20 * c1 + 19, (nk - 1) / 4); c4 += 1)
; AST-NEXT:             for (int c5 = 80 * c2; c5 <= min(nj - 1, 80 * c2 + 79); c5 += 1) {
; AST-NEXT:               // tessera.unroll:0,1
; AST-NEXT:               for (int c6 = 4 * c3; c6 <= min(ni - 1, 4 * c3 + 3); c6 += 1)
; AST-NEXT:                 for (int c7 = 4 * c4; c7 <= min(nk - 1, 4 * c4 + 3); c7 += 1)
; AST-NEXT:                   S1(c6, c5, c7);
; AST-NEXT:             }
; AST-NEXT:   for (int c0 = 0; c0 < ni; c0 += 1)
; AST-NEXT:     for (int c1 = 0; c1 < nj; c1 += 1)
; AST-NEXT:       S2(c0, c1);
; AST-NEXT: }
; BLESS-END

; ModuleID = 'kernel_gemm.c'
source_filename = "kernel_gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @kernel_gemm(i32 noundef %ni, i32 noundef %nj, i32 noundef %nk, double noundef %alpha, double noundef %beta, ptr noalias nocapture noundef %C, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %B) local_unnamed_addr #0 !dbg !19 {
entry:
    #dbg_value(i32 %ni, !29, !DIExpression(), !46)
    #dbg_value(i32 %nj, !30, !DIExpression(), !46)
    #dbg_value(i32 %nk, !31, !DIExpression(), !46)
    #dbg_value(double %alpha, !32, !DIExpression(), !46)
    #dbg_value(double %beta, !33, !DIExpression(), !46)
    #dbg_value(ptr %C, !34, !DIExpression(), !46)
    #dbg_value(ptr %A, !35, !DIExpression(), !46)
    #dbg_value(ptr %B, !36, !DIExpression(), !46)
  %0 = zext i32 %nj to i64
  %1 = zext i32 %nk to i64
    #dbg_value(i32 0, !37, !DIExpression(), !47)
  %cmp53 = icmp sgt i32 %ni, 0, !dbg !48
  %cmp251 = icmp sgt i32 %nj, 0
  %or.cond = and i1 %cmp53, %cmp251, !dbg !49
  br i1 %or.cond, label %for.cond1.preheader.lr.ph.split.us, label %for.cond.cleanup, !dbg !49

for.cond1.preheader.lr.ph.split.us:               ; preds = %entry
  %cmp849 = icmp sgt i32 %nk, 0
  %wide.trip.count85 = zext nneg i32 %ni to i64, !dbg !48
  br i1 %cmp849, label %for.cond1.preheader.us.us, label %for.cond1.preheader.us

for.cond1.preheader.us.us:                        ; preds = %for.cond1.preheader.lr.ph.split.us, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us.us
  %indvars.iv82 = phi i64 [ %indvars.iv.next83, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us.us ], [ 0, %for.cond1.preheader.lr.ph.split.us ]
    #dbg_value(i64 %indvars.iv82, !37, !DIExpression(), !47)
    #dbg_value(i32 0, !39, !DIExpression(), !50)
  %2 = mul nuw nsw i64 %indvars.iv82, %0
  %arrayidx.us.us = getelementptr inbounds double, ptr %C, i64 %2
  %3 = mul nuw nsw i64 %indvars.iv82, %1
  %arrayidx12.us.us = getelementptr inbounds double, ptr %A, i64 %3
  br label %for.body4.us.us.us, !dbg !51

for.body4.us.us.us:                               ; preds = %for.cond7.for.cond.cleanup9_crit_edge.us.us.us, %for.cond1.preheader.us.us
  %indvars.iv77 = phi i64 [ %indvars.iv.next78, %for.cond7.for.cond.cleanup9_crit_edge.us.us.us ], [ 0, %for.cond1.preheader.us.us ]
    #dbg_value(i64 %indvars.iv77, !39, !DIExpression(), !50)
  %arrayidx6.us.us.us = getelementptr inbounds double, ptr %arrayidx.us.us, i64 %indvars.iv77, !dbg !52
  %4 = load double, ptr %arrayidx6.us.us.us, align 8, !dbg !53, !tbaa !54
  %mul.us.us.us = fmul double %4, %beta, !dbg !53
    #dbg_value(i32 0, !42, !DIExpression(), !58)
  %invariant.gep.us.us.us = getelementptr inbounds double, ptr %B, i64 %indvars.iv77, !dbg !59
  br label %for.body10.us.us.us, !dbg !60

for.body10.us.us.us:                              ; preds = %for.body10.us.us.us, %for.body4.us.us.us
  %indvars.iv72 = phi i64 [ %indvars.iv.next73, %for.body10.us.us.us ], [ 0, %for.body4.us.us.us ], !dbg !61
  %5 = phi double [ %9, %for.body10.us.us.us ], [ %mul.us.us.us, %for.body4.us.us.us ], !dbg !61
    #dbg_value(i64 %indvars.iv72, !42, !DIExpression(), !58)
  %arrayidx14.us.us.us = getelementptr inbounds double, ptr %arrayidx12.us.us, i64 %indvars.iv72, !dbg !61
  %6 = load double, ptr %arrayidx14.us.us.us, align 8, !dbg !61, !tbaa !54
  %mul15.us.us.us = fmul double %6, %alpha, !dbg !63
  %7 = mul nuw nsw i64 %indvars.iv72, %0, !dbg !64
  %gep.us.us.us = getelementptr inbounds double, ptr %invariant.gep.us.us.us, i64 %7, !dbg !64
  %8 = load double, ptr %gep.us.us.us, align 8, !dbg !64, !tbaa !54
  %9 = tail call double @llvm.fmuladd.f64(double %mul15.us.us.us, double %8, double %5), !dbg !65
  %indvars.iv.next73 = add nuw nsw i64 %indvars.iv72, 1, !dbg !66
    #dbg_value(i64 %indvars.iv.next73, !42, !DIExpression(), !58)
  %exitcond76.not = icmp eq i64 %indvars.iv.next73, %1, !dbg !67
  br i1 %exitcond76.not, label %for.cond7.for.cond.cleanup9_crit_edge.us.us.us, label %for.body10.us.us.us, !dbg !60, !llvm.loop !68

for.cond7.for.cond.cleanup9_crit_edge.us.us.us:   ; preds = %for.body10.us.us.us
  store double %9, ptr %arrayidx6.us.us.us, align 8, !dbg !65, !tbaa !54
  %indvars.iv.next78 = add nuw nsw i64 %indvars.iv77, 1, !dbg !71
    #dbg_value(i64 %indvars.iv.next78, !39, !DIExpression(), !50)
  %exitcond81.not = icmp eq i64 %indvars.iv.next78, %0, !dbg !72
  br i1 %exitcond81.not, label %for.cond1.for.cond.cleanup3_crit_edge.split.us.us.us, label %for.body4.us.us.us, !dbg !51, !llvm.loop !73

for.cond1.for.cond.cleanup3_crit_edge.split.us.us.us: ; preds = %for.cond7.for.cond.cleanup9_crit_edge.us.us.us
  %indvars.iv.next83 = add nuw nsw i64 %indvars.iv82, 1, !dbg !75
    #dbg_value(i64 %indvars.iv.next83, !37, !DIExpression(), !47)
  %exitcond86.not = icmp eq i64 %indvars.iv.next83, %wide.trip.count85, !dbg !48
  br i1 %exitcond86.not, label %for.cond.cleanup, label %for.cond1.preheader.us.us, !dbg !49, !llvm.loop !76

for.cond1.preheader.us:                           ; preds = %for.cond1.preheader.lr.ph.split.us, %for.cond1.for.cond.cleanup3_crit_edge.split.us62
  %indvars.iv67 = phi i64 [ %indvars.iv.next68, %for.cond1.for.cond.cleanup3_crit_edge.split.us62 ], [ 0, %for.cond1.preheader.lr.ph.split.us ]
    #dbg_value(i64 %indvars.iv67, !37, !DIExpression(), !47)
    #dbg_value(i32 0, !39, !DIExpression(), !50)
  %10 = mul nuw nsw i64 %indvars.iv67, %0
  %arrayidx.us = getelementptr inbounds double, ptr %C, i64 %10
  br label %for.body4.us55, !dbg !51

for.body4.us55:                                   ; preds = %for.cond1.preheader.us, %for.body4.us55
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader.us ], [ %indvars.iv.next, %for.body4.us55 ]
    #dbg_value(i64 %indvars.iv, !39, !DIExpression(), !50)
  %arrayidx6.us58 = getelementptr inbounds double, ptr %arrayidx.us, i64 %indvars.iv, !dbg !52
  %11 = load double, ptr %arrayidx6.us58, align 8, !dbg !53, !tbaa !54
  %mul.us59 = fmul double %11, %beta, !dbg !53
  store double %mul.us59, ptr %arrayidx6.us58, align 8, !dbg !53, !tbaa !54
    #dbg_value(i32 0, !42, !DIExpression(), !58)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !71
    #dbg_value(i64 %indvars.iv.next, !39, !DIExpression(), !50)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !72
  br i1 %exitcond.not, label %for.cond1.for.cond.cleanup3_crit_edge.split.us62, label %for.body4.us55, !dbg !51, !llvm.loop !73

for.cond1.for.cond.cleanup3_crit_edge.split.us62: ; preds = %for.body4.us55
  %indvars.iv.next68 = add nuw nsw i64 %indvars.iv67, 1, !dbg !75
    #dbg_value(i64 %indvars.iv.next68, !37, !DIExpression(), !47)
  %exitcond71.not = icmp eq i64 %indvars.iv.next68, %wide.trip.count85, !dbg !48
  br i1 %exitcond71.not, label %for.cond.cleanup, label %for.cond1.preheader.us, !dbg !49, !llvm.loop !76

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.split.us62, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us.us, %entry
  ret void, !dbg !78
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !79 {
entry:
    #dbg_value(i32 48, !83, !DIExpression(), !110)
    #dbg_value(i32 56, !84, !DIExpression(), !110)
    #dbg_value(i32 64, !85, !DIExpression(), !110)
  %call = tail call noalias dereferenceable_or_null(24576) ptr @malloc(i64 noundef 24576) #5, !dbg !111
    #dbg_value(ptr %call, !86, !DIExpression(), !110)
  %call1 = tail call noalias dereferenceable_or_null(28672) ptr @malloc(i64 noundef 28672) #5, !dbg !112
    #dbg_value(ptr %call1, !87, !DIExpression(), !110)
  %call2 = tail call noalias dereferenceable_or_null(21504) ptr @malloc(i64 noundef 21504) #5, !dbg !113
    #dbg_value(ptr %call2, !88, !DIExpression(), !110)
    #dbg_value(i32 0, !89, !DIExpression(), !114)
  br label %for.cond3.preheader, !dbg !115

for.cond3.preheader:                              ; preds = %entry, %for.cond.cleanup5
  %indvars.iv164 = phi i64 [ 0, %entry ], [ %indvars.iv.next165, %for.cond.cleanup5 ]
    #dbg_value(i64 %indvars.iv164, !89, !DIExpression(), !114)
  %arrayidx.idx = shl nsw i64 %indvars.iv164, 9
  %arrayidx = getelementptr inbounds i8, ptr %call, i64 %arrayidx.idx
    #dbg_value(i32 0, !91, !DIExpression(), !116)
  br label %for.body6, !dbg !117

for.cond.cleanup5:                                ; preds = %for.body6
  %indvars.iv.next165 = add nuw nsw i64 %indvars.iv164, 1, !dbg !118
    #dbg_value(i64 %indvars.iv.next165, !89, !DIExpression(), !114)
  %exitcond167.not = icmp eq i64 %indvars.iv.next165, 48, !dbg !119
  br i1 %exitcond167.not, label %for.cond19.preheader, label %for.cond3.preheader, !dbg !115, !llvm.loop !120

for.body6:                                        ; preds = %for.cond3.preheader, %for.body6
  %indvars.iv = phi i64 [ 0, %for.cond3.preheader ], [ %indvars.iv.next, %for.body6 ]
    #dbg_value(i64 %indvars.iv, !91, !DIExpression(), !116)
  %0 = mul nuw nsw i64 %indvars.iv, %indvars.iv164, !dbg !122
  %1 = trunc i64 %0 to i32, !dbg !124
  %2 = add i32 %1, 1, !dbg !124
  %rem = and i32 %2, 63, !dbg !124
  %conv = uitofp nneg i32 %rem to double, !dbg !125
  %div = fmul double %conv, 1.562500e-02, !dbg !126
  %arrayidx9 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !127
  store double %div, ptr %arrayidx9, align 8, !dbg !128, !tbaa !54
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !129
    #dbg_value(i64 %indvars.iv.next, !91, !DIExpression(), !116)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 64, !dbg !130
  br i1 %exitcond.not, label %for.cond.cleanup5, label %for.body6, !dbg !117, !llvm.loop !131

for.cond19.preheader:                             ; preds = %for.cond.cleanup5, %for.cond.cleanup22
  %indvars.iv174 = phi i64 [ %indvars.iv.next175, %for.cond.cleanup22 ], [ 0, %for.cond.cleanup5 ]
    #dbg_value(i64 %indvars.iv174, !94, !DIExpression(), !133)
  %arrayidx31.idx = mul i64 %indvars.iv174, 448
  %arrayidx31 = getelementptr inbounds i8, ptr %call1, i64 %arrayidx31.idx
    #dbg_value(i32 0, !96, !DIExpression(), !134)
  br label %for.body23, !dbg !135

for.cond.cleanup22:                               ; preds = %for.body23
  %indvars.iv.next175 = add nuw nsw i64 %indvars.iv174, 1, !dbg !136
    #dbg_value(i64 %indvars.iv.next175, !94, !DIExpression(), !133)
  %exitcond178.not = icmp eq i64 %indvars.iv.next175, 64, !dbg !137
  br i1 %exitcond178.not, label %for.cond47.preheader, label %for.cond19.preheader, !dbg !138, !llvm.loop !139

for.body23:                                       ; preds = %for.cond19.preheader, %for.body23
  %indvars.iv168 = phi i64 [ 0, %for.cond19.preheader ], [ %indvars.iv.next169, %for.body23 ]
    #dbg_value(i64 %indvars.iv168, !96, !DIExpression(), !134)
  %3 = add nuw nsw i64 %indvars.iv168, 2, !dbg !141
  %4 = mul nuw nsw i64 %3, %indvars.iv174, !dbg !143
  %5 = trunc nuw nsw i64 %4 to i32, !dbg !144
  %rem26 = urem i32 %5, 56, !dbg !144
  %conv27 = uitofp nneg i32 %rem26 to double, !dbg !145
  %div29 = fdiv double %conv27, 5.600000e+01, !dbg !146
  %arrayidx33 = getelementptr inbounds double, ptr %arrayidx31, i64 %indvars.iv168, !dbg !147
  store double %div29, ptr %arrayidx33, align 8, !dbg !148, !tbaa !54
  %indvars.iv.next169 = add nuw nsw i64 %indvars.iv168, 1, !dbg !149
    #dbg_value(i64 %indvars.iv.next169, !96, !DIExpression(), !134)
  %exitcond173.not = icmp eq i64 %indvars.iv.next169, 56, !dbg !150
  br i1 %exitcond173.not, label %for.cond.cleanup22, label %for.body23, !dbg !135, !llvm.loop !151

for.cond47.preheader:                             ; preds = %for.cond.cleanup22, %for.cond.cleanup50
  %indvars.iv185 = phi i64 [ %indvars.iv.next186, %for.cond.cleanup50 ], [ 0, %for.cond.cleanup22 ]
    #dbg_value(i64 %indvars.iv185, !99, !DIExpression(), !153)
  %arrayidx59.idx = mul i64 %indvars.iv185, 448
  %arrayidx59 = getelementptr inbounds i8, ptr %call2, i64 %arrayidx59.idx
    #dbg_value(i32 0, !101, !DIExpression(), !154)
  br label %for.body51, !dbg !155

for.cond.cleanup44:                               ; preds = %for.cond.cleanup50
  tail call void @kernel_gemm(i32 noundef 48, i32 noundef 56, i32 noundef 64, double noundef 1.250000e+00, double noundef 7.500000e-01, ptr noundef nonnull %call2, ptr noundef %call, ptr noundef %call1), !dbg !156
    #dbg_value(double 0.000000e+00, !104, !DIExpression(), !110)
    #dbg_value(i32 0, !105, !DIExpression(), !157)
  br label %for.cond75.preheader, !dbg !158

for.cond.cleanup50:                               ; preds = %for.body51
  %indvars.iv.next186 = add nuw nsw i64 %indvars.iv185, 1, !dbg !159
    #dbg_value(i64 %indvars.iv.next186, !99, !DIExpression(), !153)
  %exitcond189.not = icmp eq i64 %indvars.iv.next186, 48, !dbg !160
  br i1 %exitcond189.not, label %for.cond.cleanup44, label %for.cond47.preheader, !dbg !161, !llvm.loop !162

for.body51:                                       ; preds = %for.cond47.preheader, %for.body51
  %indvars.iv179 = phi i64 [ 0, %for.cond47.preheader ], [ %indvars.iv.next180, %for.body51 ]
    #dbg_value(i64 %indvars.iv179, !101, !DIExpression(), !154)
  %6 = mul nuw nsw i64 %indvars.iv179, %indvars.iv185, !dbg !164
  %7 = trunc i64 %6 to i32, !dbg !166
  %8 = add i32 %7, 3, !dbg !166
  %rem54 = urem i32 %8, 48, !dbg !166
  %conv55 = uitofp nneg i32 %rem54 to double, !dbg !167
  %div57 = fdiv double %conv55, 4.800000e+01, !dbg !168
  %arrayidx61 = getelementptr inbounds double, ptr %arrayidx59, i64 %indvars.iv179, !dbg !169
  store double %div57, ptr %arrayidx61, align 8, !dbg !170, !tbaa !54
  %indvars.iv.next180 = add nuw nsw i64 %indvars.iv179, 1, !dbg !171
    #dbg_value(i64 %indvars.iv.next180, !101, !DIExpression(), !154)
  %exitcond184.not = icmp eq i64 %indvars.iv.next180, 56, !dbg !172
  br i1 %exitcond184.not, label %for.cond.cleanup50, label %for.body51, !dbg !155, !llvm.loop !173

for.cond75.preheader:                             ; preds = %for.cond.cleanup44, %for.cond.cleanup78
  %indvars.iv196 = phi i64 [ 0, %for.cond.cleanup44 ], [ %indvars.iv.next197, %for.cond.cleanup78 ]
  %s.0159 = phi double [ 0.000000e+00, %for.cond.cleanup44 ], [ %13, %for.cond.cleanup78 ]
    #dbg_value(i64 %indvars.iv196, !105, !DIExpression(), !157)
    #dbg_value(double %s.0159, !104, !DIExpression(), !110)
  %arrayidx81.idx = mul i64 %indvars.iv196, 448
  %arrayidx81 = getelementptr inbounds i8, ptr %call2, i64 %arrayidx81.idx
    #dbg_value(i32 0, !107, !DIExpression(), !175)
    #dbg_value(double %s.0159, !104, !DIExpression(), !110)
  br label %for.body79, !dbg !176

for.cond.cleanup72:                               ; preds = %for.cond.cleanup78
  %call96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %13), !dbg !177
  ret i32 0, !dbg !178

for.cond.cleanup78:                               ; preds = %for.body79
  %indvars.iv.next197 = add nuw nsw i64 %indvars.iv196, 1, !dbg !179
    #dbg_value(i64 %indvars.iv.next197, !105, !DIExpression(), !157)
    #dbg_value(double %13, !104, !DIExpression(), !110)
  %exitcond200.not = icmp eq i64 %indvars.iv.next197, 48, !dbg !180
  br i1 %exitcond200.not, label %for.cond.cleanup72, label %for.cond75.preheader, !dbg !158, !llvm.loop !181

for.body79:                                       ; preds = %for.cond75.preheader, %for.body79
  %indvars.iv190 = phi i64 [ 0, %for.cond75.preheader ], [ %indvars.iv.next191, %for.body79 ]
  %s.1157 = phi double [ %s.0159, %for.cond75.preheader ], [ %13, %for.body79 ]
    #dbg_value(i64 %indvars.iv190, !107, !DIExpression(), !175)
    #dbg_value(double %s.1157, !104, !DIExpression(), !110)
  %arrayidx83 = getelementptr inbounds double, ptr %arrayidx81, i64 %indvars.iv190, !dbg !183
  %9 = load double, ptr %arrayidx83, align 8, !dbg !183, !tbaa !54
  %10 = shl nuw nsw i64 %indvars.iv190, 1, !dbg !185
  %11 = add nuw nsw i64 %10, %indvars.iv196, !dbg !186
  %12 = trunc nuw nsw i64 %11 to i32, !dbg !187
  %rem86 = urem i32 %12, 7, !dbg !187
  %add87 = add nuw nsw i32 %rem86, 1, !dbg !188
  %conv88 = uitofp nneg i32 %add87 to double, !dbg !189
  %13 = tail call double @llvm.fmuladd.f64(double %9, double %conv88, double %s.1157), !dbg !190
    #dbg_value(double %13, !104, !DIExpression(), !110)
  %indvars.iv.next191 = add nuw nsw i64 %indvars.iv190, 1, !dbg !191
    #dbg_value(i64 %indvars.iv.next191, !107, !DIExpression(), !175)
  %exitcond195.not = icmp eq i64 %indvars.iv.next191, 56, !dbg !192
  br i1 %exitcond195.not, label %for.cond.cleanup78, label %for.body79, !dbg !176, !llvm.loop !193
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !195 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !203 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "kernel_gemm.c", directory: ".", checksumkind: CSK_MD5, checksum: "5b63f588142a9bc3803f4000c4ea9cad")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "kernel_gemm", scope: !2, file: !2, line: 5, type: !20, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !28)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !22, !22, !9, !9, !23, !23, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: -1)
!28 = !{!29, !30, !31, !32, !33, !34, !35, !36, !37, !39, !42}
!29 = !DILocalVariable(name: "ni", arg: 1, scope: !19, file: !2, line: 5, type: !22)
!30 = !DILocalVariable(name: "nj", arg: 2, scope: !19, file: !2, line: 5, type: !22)
!31 = !DILocalVariable(name: "nk", arg: 3, scope: !19, file: !2, line: 5, type: !22)
!32 = !DILocalVariable(name: "alpha", arg: 4, scope: !19, file: !2, line: 5, type: !9)
!33 = !DILocalVariable(name: "beta", arg: 5, scope: !19, file: !2, line: 5, type: !9)
!34 = !DILocalVariable(name: "C", arg: 6, scope: !19, file: !2, line: 6, type: !23)
!35 = !DILocalVariable(name: "A", arg: 7, scope: !19, file: !2, line: 6, type: !23)
!36 = !DILocalVariable(name: "B", arg: 8, scope: !19, file: !2, line: 7, type: !23)
!37 = !DILocalVariable(name: "i", scope: !38, file: !2, line: 9, type: !22)
!38 = distinct !DILexicalBlock(scope: !19, file: !2, line: 9, column: 3)
!39 = !DILocalVariable(name: "j", scope: !40, file: !2, line: 10, type: !22)
!40 = distinct !DILexicalBlock(scope: !41, file: !2, line: 10, column: 5)
!41 = distinct !DILexicalBlock(scope: !38, file: !2, line: 9, column: 3)
!42 = !DILocalVariable(name: "k", scope: !43, file: !2, line: 12, type: !22)
!43 = distinct !DILexicalBlock(scope: !44, file: !2, line: 12, column: 7)
!44 = distinct !DILexicalBlock(scope: !45, file: !2, line: 10, column: 34)
!45 = distinct !DILexicalBlock(scope: !40, file: !2, line: 10, column: 5)
!46 = !DILocation(line: 0, scope: !19)
!47 = !DILocation(line: 0, scope: !38)
!48 = !DILocation(line: 9, column: 21, scope: !41)
!49 = !DILocation(line: 9, column: 3, scope: !38)
!50 = !DILocation(line: 0, scope: !40)
!51 = !DILocation(line: 10, column: 5, scope: !40)
!52 = !DILocation(line: 11, column: 7, scope: !44)
!53 = !DILocation(line: 11, column: 15, scope: !44)
!54 = !{!55, !55, i64 0}
!55 = !{!"double", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 0, scope: !43)
!59 = !DILocation(line: 12, column: 12, scope: !43)
!60 = !DILocation(line: 12, column: 7, scope: !43)
!61 = !DILocation(line: 13, column: 28, scope: !62)
!62 = distinct !DILexicalBlock(scope: !43, file: !2, line: 12, column: 7)
!63 = !DILocation(line: 13, column: 26, scope: !62)
!64 = !DILocation(line: 13, column: 38, scope: !62)
!65 = !DILocation(line: 13, column: 17, scope: !62)
!66 = !DILocation(line: 12, column: 32, scope: !62)
!67 = !DILocation(line: 12, column: 25, scope: !62)
!68 = distinct !{!68, !60, !69, !70}
!69 = !DILocation(line: 13, column: 44, scope: !43)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 10, column: 30, scope: !45)
!72 = !DILocation(line: 10, column: 23, scope: !45)
!73 = distinct !{!73, !51, !74, !70}
!74 = !DILocation(line: 14, column: 5, scope: !40)
!75 = !DILocation(line: 9, column: 28, scope: !41)
!76 = distinct !{!76, !49, !77, !70}
!77 = !DILocation(line: 14, column: 5, scope: !38)
!78 = !DILocation(line: 15, column: 1, scope: !19)
!79 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !80, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!22}
!82 = !{!83, !84, !85, !86, !87, !88, !89, !91, !94, !96, !99, !101, !104, !105, !107}
!83 = !DILocalVariable(name: "ni", scope: !79, file: !2, line: 19, type: !22)
!84 = !DILocalVariable(name: "nj", scope: !79, file: !2, line: 19, type: !22)
!85 = !DILocalVariable(name: "nk", scope: !79, file: !2, line: 19, type: !22)
!86 = !DILocalVariable(name: "A", scope: !79, file: !2, line: 20, type: !24)
!87 = !DILocalVariable(name: "B", scope: !79, file: !2, line: 21, type: !24)
!88 = !DILocalVariable(name: "C", scope: !79, file: !2, line: 22, type: !24)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 23, type: !22)
!90 = distinct !DILexicalBlock(scope: !79, file: !2, line: 23, column: 3)
!91 = !DILocalVariable(name: "k", scope: !92, file: !2, line: 24, type: !22)
!92 = distinct !DILexicalBlock(scope: !93, file: !2, line: 24, column: 5)
!93 = distinct !DILexicalBlock(scope: !90, file: !2, line: 23, column: 3)
!94 = !DILocalVariable(name: "k", scope: !95, file: !2, line: 26, type: !22)
!95 = distinct !DILexicalBlock(scope: !79, file: !2, line: 26, column: 3)
!96 = !DILocalVariable(name: "j", scope: !97, file: !2, line: 27, type: !22)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 27, column: 5)
!98 = distinct !DILexicalBlock(scope: !95, file: !2, line: 26, column: 3)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 29, type: !22)
!100 = distinct !DILexicalBlock(scope: !79, file: !2, line: 29, column: 3)
!101 = !DILocalVariable(name: "j", scope: !102, file: !2, line: 30, type: !22)
!102 = distinct !DILexicalBlock(scope: !103, file: !2, line: 30, column: 5)
!103 = distinct !DILexicalBlock(scope: !100, file: !2, line: 29, column: 3)
!104 = !DILocalVariable(name: "s", scope: !79, file: !2, line: 33, type: !9)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 34, type: !22)
!106 = distinct !DILexicalBlock(scope: !79, file: !2, line: 34, column: 3)
!107 = !DILocalVariable(name: "j", scope: !108, file: !2, line: 35, type: !22)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 35, column: 5)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 34, column: 3)
!110 = !DILocation(line: 0, scope: !79)
!111 = !DILocation(line: 20, column: 21, scope: !79)
!112 = !DILocation(line: 21, column: 21, scope: !79)
!113 = !DILocation(line: 22, column: 21, scope: !79)
!114 = !DILocation(line: 0, scope: !90)
!115 = !DILocation(line: 23, column: 3, scope: !90)
!116 = !DILocation(line: 0, scope: !92)
!117 = !DILocation(line: 24, column: 5, scope: !92)
!118 = !DILocation(line: 23, column: 28, scope: !93)
!119 = !DILocation(line: 23, column: 21, scope: !93)
!120 = distinct !{!120, !115, !121, !70}
!121 = !DILocation(line: 25, column: 46, scope: !90)
!122 = !DILocation(line: 25, column: 29, scope: !123)
!123 = distinct !DILexicalBlock(scope: !92, file: !2, line: 24, column: 5)
!124 = !DILocation(line: 25, column: 38, scope: !123)
!125 = !DILocation(line: 25, column: 17, scope: !123)
!126 = !DILocation(line: 25, column: 44, scope: !123)
!127 = !DILocation(line: 25, column: 7, scope: !123)
!128 = !DILocation(line: 25, column: 15, scope: !123)
!129 = !DILocation(line: 24, column: 30, scope: !123)
!130 = !DILocation(line: 24, column: 23, scope: !123)
!131 = distinct !{!131, !117, !132, !70}
!132 = !DILocation(line: 25, column: 46, scope: !92)
!133 = !DILocation(line: 0, scope: !95)
!134 = !DILocation(line: 0, scope: !97)
!135 = !DILocation(line: 27, column: 5, scope: !97)
!136 = !DILocation(line: 26, column: 28, scope: !98)
!137 = !DILocation(line: 26, column: 21, scope: !98)
!138 = !DILocation(line: 26, column: 3, scope: !95)
!139 = distinct !{!139, !138, !140, !70}
!140 = !DILocation(line: 28, column: 48, scope: !95)
!141 = !DILocation(line: 28, column: 34, scope: !142)
!142 = distinct !DILexicalBlock(scope: !97, file: !2, line: 27, column: 5)
!143 = !DILocation(line: 28, column: 29, scope: !142)
!144 = !DILocation(line: 28, column: 40, scope: !142)
!145 = !DILocation(line: 28, column: 17, scope: !142)
!146 = !DILocation(line: 28, column: 46, scope: !142)
!147 = !DILocation(line: 28, column: 7, scope: !142)
!148 = !DILocation(line: 28, column: 15, scope: !142)
!149 = !DILocation(line: 27, column: 30, scope: !142)
!150 = !DILocation(line: 27, column: 23, scope: !142)
!151 = distinct !{!151, !135, !152, !70}
!152 = !DILocation(line: 28, column: 48, scope: !97)
!153 = !DILocation(line: 0, scope: !100)
!154 = !DILocation(line: 0, scope: !102)
!155 = !DILocation(line: 30, column: 5, scope: !102)
!156 = !DILocation(line: 32, column: 3, scope: !79)
!157 = !DILocation(line: 0, scope: !106)
!158 = !DILocation(line: 34, column: 3, scope: !106)
!159 = !DILocation(line: 29, column: 28, scope: !103)
!160 = !DILocation(line: 29, column: 21, scope: !103)
!161 = !DILocation(line: 29, column: 3, scope: !100)
!162 = distinct !{!162, !161, !163, !70}
!163 = !DILocation(line: 31, column: 46, scope: !100)
!164 = !DILocation(line: 31, column: 29, scope: !165)
!165 = distinct !DILexicalBlock(scope: !102, file: !2, line: 30, column: 5)
!166 = !DILocation(line: 31, column: 38, scope: !165)
!167 = !DILocation(line: 31, column: 17, scope: !165)
!168 = !DILocation(line: 31, column: 44, scope: !165)
!169 = !DILocation(line: 31, column: 7, scope: !165)
!170 = !DILocation(line: 31, column: 15, scope: !165)
!171 = !DILocation(line: 30, column: 30, scope: !165)
!172 = !DILocation(line: 30, column: 23, scope: !165)
!173 = distinct !{!173, !155, !174, !70}
!174 = !DILocation(line: 31, column: 46, scope: !102)
!175 = !DILocation(line: 0, scope: !108)
!176 = !DILocation(line: 35, column: 5, scope: !108)
!177 = !DILocation(line: 37, column: 3, scope: !79)
!178 = !DILocation(line: 39, column: 1, scope: !79)
!179 = !DILocation(line: 34, column: 28, scope: !109)
!180 = !DILocation(line: 34, column: 21, scope: !109)
!181 = distinct !{!181, !158, !182, !70}
!182 = !DILocation(line: 36, column: 42, scope: !106)
!183 = !DILocation(line: 36, column: 12, scope: !184)
!184 = distinct !DILexicalBlock(scope: !108, file: !2, line: 35, column: 5)
!185 = !DILocation(line: 36, column: 34, scope: !184)
!186 = !DILocation(line: 36, column: 30, scope: !184)
!187 = !DILocation(line: 36, column: 39, scope: !184)
!188 = !DILocation(line: 36, column: 25, scope: !184)
!189 = !DILocation(line: 36, column: 22, scope: !184)
!190 = !DILocation(line: 36, column: 9, scope: !184)
!191 = !DILocation(line: 35, column: 30, scope: !184)
!192 = !DILocation(line: 35, column: 23, scope: !184)
!193 = distinct !{!193, !176, !194, !70}
!194 = !DILocation(line: 36, column: 42, scope: !108)
!195 = !DISubprogram(name: "malloc", scope: !196, file: !196, line: 553, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!196 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!197 = !DISubroutineType(types: !198)
!198 = !{!199, !200}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !201, line: 18, baseType: !202)
!201 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!202 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!203 = !DISubprogram(name: "printf", scope: !204, file: !204, line: 356, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!204 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!205 = !DISubroutineType(types: !206)
!206 = !{!22, !207, null}
!207 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !208)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)

