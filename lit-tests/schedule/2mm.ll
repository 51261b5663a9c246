; 2mm (D = beta * D + alpha * A * B * C through tmp) in a clang -O3 build:
; each product's nest is a SCoP whose zeroing or scaling statement is
; distributed out (fuse=smart) and whose (i, j, k) band is tiled 80x80x80,
; with its stride-1 loop innermost and the two loops around it register-
; tiled by 4 (point loops c7, c8 inside c6). The output of the regenerated
; program is the original's.
; RUN: %opt -passes='tessera<only=kernel_2mm;print-ast>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll > %t.ast 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck --match-full-lines --check-prefix=AST %s < %t.ast
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: kernel_2mm.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline))
;    5| void kernel_2mm(int ni, int nj, int nk, int nl, double alpha, double beta,
;    6|                 double tmp[ni][nj], double A[ni][nk], double B[nk][nj],
;    7|                 double C[nj][nl], double D[ni][nl])
;    8| {
;    9|   for (int i = 0; i < ni; i++)
;   10|     for (int j = 0; j < nj; j++) {
;   11|       tmp[i][j] = 0.0;
;   12|       for (int k = 0; k < nk; k++)
;   13|         tmp[i][j] += alpha * A[i][k] * B[k][j];
;   14|     }
;   15|   for (int i = 0; i < ni; i++)
;   16|     for (int l = 0; l < nl; l++) {
;   17|       D[i][l] *= beta;
;   18|       for (int j = 0; j < nj; j++)
;   19|         D[i][l] += tmp[i][j] * C[j][l];
;   20|     }
;   21| }
;   22|
;   23| int main(void)
;   24| {
;   25|   int ni = 40, nj = 44, nk = 48, nl = 52;
;   26|   double (*tmp)[nj] = malloc(sizeof(double[ni][nj]));
;   27|   double (*A)[nk] = malloc(sizeof(double[ni][nk]));
;   28|   double (*B)[nj] = malloc(sizeof(double[nk][nj]));
;   29|   double (*C)[nl] = malloc(sizeof(double[nj][nl]));
;   30|   double (*D)[nl] = malloc(sizeof(double[ni][nl]));
;   31|   for (int i = 0; i < ni; i++)
;   32|     for (int k = 0; k < nk; k++)
;   33|       A[i][k] = (double)((i * k + 1) % ni) / ni;
;   34|   for (int k = 0; k < nk; k++)
;   35|     for (int j = 0; j < nj; j++)
;   36|       B[k][j] = (double)(k * (j + 1) % nj) / nj;
;   37|   for (int j = 0; j < nj; j++)
;   38|     for (int l = 0; l < nl; l++)
;   39|       C[j][l] = (double)((j * (l + 3) + 1) % nl) / nl;
;   40|   for (int i = 0; i < ni; i++)
;   41|     for (int l = 0; l < nl; l++)
;   42|       D[i][l] = (double)(i * (l + 2) % nk) / nk;
;   43|   kernel_2mm(ni, nj, nk, nl, 1.5, 1.2, tmp, A, B, C, D);
;   44|   double s = 0;
;   45|   for (int i = 0; i < ni; i++)
;   46|     for (int l = 0; l < nl; l++)
;   47|       s += D[i][l] * (1 + (i + 2 * l) % 7);
;   48|   printf("%.17g\n", s);
;   49|   return 0;
;   50| }
; END-SOURCE
;
; REMARK: remark: kernel_2mm.c:9:3: SCoP kernel_2mm.scop0: fusion smart: distributed (a flow dependence joins statements of different depths): 2 loop nest(s) {S0} {S1}; 3 loops over S1 tiled by 80x80x80, member(s) 0, 1 unrolled by 4 and jammed (register tile)
; REMARK: remark: kernel_2mm.c:15:3: SCoP kernel_2mm.scop2: fusion smart: distributed (a flow dependence joins statements of different depths): 2 loop nest(s) {S0} {S1}; 3 loops over S1 tiled by 80x80x80, member(s) 0, 1 unrolled by 4 and jammed (register tile)
; The whole AST (scripts/bless.py):
; BLESS-BEGIN: AST
; AST: // kernel_2mm.scop0: regenerated loop nest
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
; AST-NEXT: }
; AST-EMPTY:
; AST-NEXT: // kernel_2mm.scop2: regenerated loop nest
; AST-NEXT: {
; AST-NEXT:   for (int c0 = 0; c0 < ni; c0 += 1)
; AST-NEXT:     for (int c1 = 0; c1 < nl; c1 += 1)
; AST-NEXT:       S0(c0, c1);
; AST-NEXT:   for (int c0 = 0; c0 <= (ni - 1) / 80; c0 += 1)
; AST-NEXT:     for (int c1 = 0; c1 <= (nj - 1) / 80; c1 += 1)
; AST-NEXT:       for (int c2 = 0; c2 <= (nl - 1) / 80; c2 += 1)
; AST-NEXT:         for (int c3 = 20 * c0; c3 <= min(20 * c0 + 19, (ni - 1) / 4); c3 += 1)
; AST-NEXT:           for (int c4 = 20 * c1; c4 <= min(20 * c1 + 19, (nj - 1) / 4); c4 += 1)
; AST-NEXT:             for (int c5 = 80 * c2; c5 <= min(nl - 1, 80 * c2 + 79); c5 += 1) {
; AST-NEXT:               // tessera.unroll:0,1
; AST-NEXT:               for (int c6 = 4 * c3; c6 <= min(ni - 1, 4 * c3 + 3); c6 += 1)
; AST-NEXT:                 for (int c7 = 4 * c4; c7 <= min(nj - 1, 4 * c4 + 3); c7 += 1)
; AST-NEXT:                   S1(c6, c5, c7);
; AST-NEXT:             }
; AST-NEXT: }
; BLESS-END

; ModuleID = 'kernel_2mm.c'
source_filename = "kernel_2mm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @kernel_2mm(i32 noundef %ni, i32 noundef %nj, i32 noundef %nk, i32 noundef %nl, double noundef %alpha, double noundef %beta, ptr nocapture noundef %tmp, ptr nocapture noundef readonly %A, ptr nocapture noundef readonly %B, ptr nocapture noundef readonly %C, ptr nocapture noundef %D) local_unnamed_addr #0 !dbg !19 {
entry:
    #dbg_value(i32 %ni, !28, !DIExpression(), !57)
    #dbg_value(i32 %nj, !29, !DIExpression(), !57)
    #dbg_value(i32 %nk, !30, !DIExpression(), !57)
    #dbg_value(i32 %nl, !31, !DIExpression(), !57)
    #dbg_value(double %alpha, !32, !DIExpression(), !57)
    #dbg_value(double %beta, !33, !DIExpression(), !57)
    #dbg_value(ptr %tmp, !34, !DIExpression(), !57)
    #dbg_value(ptr %A, !35, !DIExpression(), !57)
    #dbg_value(ptr %B, !36, !DIExpression(), !57)
    #dbg_value(ptr %C, !37, !DIExpression(), !57)
    #dbg_value(ptr %D, !38, !DIExpression(), !57)
  %0 = zext i32 %nj to i64
  %1 = zext i32 %nk to i64
  %2 = zext i32 %nl to i64
    #dbg_value(i32 0, !39, !DIExpression(), !58)
  %cmp112 = icmp sgt i32 %ni, 0, !dbg !59
  br i1 %cmp112, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup33, !dbg !60

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp2110 = icmp sgt i32 %nj, 0
  br i1 %cmp2110, label %for.cond1.preheader.lr.ph.split.us, label %for.cond35.preheader.lr.ph

for.cond1.preheader.lr.ph.split.us:               ; preds = %for.cond1.preheader.lr.ph
  %cmp8108 = icmp sgt i32 %nk, 0
  %wide.trip.count154 = zext nneg i32 %ni to i64, !dbg !61
  br i1 %cmp8108, label %for.cond1.preheader.us.us, label %for.cond1.preheader.us.preheader

for.cond1.preheader.us.preheader:                 ; preds = %for.cond1.preheader.lr.ph.split.us
  %3 = mul nuw nsw i64 %0, %wide.trip.count154, !dbg !60
  %4 = shl i64 %3, 3, !dbg !60
  call void @llvm.memset.p0.i64(ptr align 8 %tmp, i8 0, i64 %4, i1 false), !dbg !62, !tbaa !63
    #dbg_value(i64 poison, !39, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !58)
    #dbg_value(i32 0, !41, !DIExpression(), !67)
    #dbg_value(i32 0, !44, !DIExpression(), !68)
  br label %for.cond35.preheader.lr.ph, !dbg !69

for.cond1.preheader.us.us:                        ; preds = %for.cond1.preheader.lr.ph.split.us, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us.us
  %indvars.iv151 = phi i64 [ %indvars.iv.next152, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us.us ], [ 0, %for.cond1.preheader.lr.ph.split.us ]
    #dbg_value(i64 %indvars.iv151, !39, !DIExpression(), !58)
    #dbg_value(i32 0, !41, !DIExpression(), !67)
  %5 = mul nuw nsw i64 %indvars.iv151, %0
  %arrayidx.us.us = getelementptr inbounds double, ptr %tmp, i64 %5
  %6 = mul nuw nsw i64 %indvars.iv151, %1
  %arrayidx12.us.us = getelementptr inbounds double, ptr %A, i64 %6
  br label %for.body4.us.us.us, !dbg !70

for.body4.us.us.us:                               ; preds = %for.cond7.for.cond.cleanup9_crit_edge.us.us.us, %for.cond1.preheader.us.us
  %indvars.iv146 = phi i64 [ %indvars.iv.next147, %for.cond7.for.cond.cleanup9_crit_edge.us.us.us ], [ 0, %for.cond1.preheader.us.us ]
    #dbg_value(i64 %indvars.iv146, !41, !DIExpression(), !67)
  %arrayidx6.us.us.us = getelementptr inbounds double, ptr %arrayidx.us.us, i64 %indvars.iv146, !dbg !71
  store double 0.000000e+00, ptr %arrayidx6.us.us.us, align 8, !dbg !62, !tbaa !63
    #dbg_value(i32 0, !44, !DIExpression(), !68)
  %invariant.gep.us.us.us = getelementptr inbounds double, ptr %B, i64 %indvars.iv146, !dbg !72
  br label %for.body10.us.us.us, !dbg !73

for.body10.us.us.us:                              ; preds = %for.body10.us.us.us, %for.body4.us.us.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body10.us.us.us ], [ 0, %for.body4.us.us.us ], !dbg !74
  %7 = phi double [ %11, %for.body10.us.us.us ], [ 0.000000e+00, %for.body4.us.us.us ], !dbg !74
    #dbg_value(i64 %indvars.iv, !44, !DIExpression(), !68)
  %arrayidx14.us.us.us = getelementptr inbounds double, ptr %arrayidx12.us.us, i64 %indvars.iv, !dbg !74
  %8 = load double, ptr %arrayidx14.us.us.us, align 8, !dbg !74, !tbaa !63
  %mul.us.us.us = fmul double %8, %alpha, !dbg !76
  %9 = mul nuw nsw i64 %indvars.iv, %0, !dbg !77
  %gep.us.us.us = getelementptr inbounds double, ptr %invariant.gep.us.us.us, i64 %9, !dbg !77
  %10 = load double, ptr %gep.us.us.us, align 8, !dbg !77, !tbaa !63
  %11 = tail call double @llvm.fmuladd.f64(double %mul.us.us.us, double %10, double %7), !dbg !78
  store double %11, ptr %arrayidx6.us.us.us, align 8, !dbg !78, !tbaa !63
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !79
    #dbg_value(i64 %indvars.iv.next, !44, !DIExpression(), !68)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %1, !dbg !80
  br i1 %exitcond.not, label %for.cond7.for.cond.cleanup9_crit_edge.us.us.us, label %for.body10.us.us.us, !dbg !73, !llvm.loop !81

for.cond7.for.cond.cleanup9_crit_edge.us.us.us:   ; preds = %for.body10.us.us.us
  %indvars.iv.next147 = add nuw nsw i64 %indvars.iv146, 1, !dbg !84
    #dbg_value(i64 %indvars.iv.next147, !41, !DIExpression(), !67)
  %exitcond150.not = icmp eq i64 %indvars.iv.next147, %0, !dbg !85
  br i1 %exitcond150.not, label %for.cond1.for.cond.cleanup3_crit_edge.split.us.us.us, label %for.body4.us.us.us, !dbg !70, !llvm.loop !86

for.cond1.for.cond.cleanup3_crit_edge.split.us.us.us: ; preds = %for.cond7.for.cond.cleanup9_crit_edge.us.us.us
  %indvars.iv.next152 = add nuw nsw i64 %indvars.iv151, 1, !dbg !88
    #dbg_value(i64 %indvars.iv.next152, !39, !DIExpression(), !58)
  %exitcond155.not = icmp eq i64 %indvars.iv.next152, %wide.trip.count154, !dbg !59
  br i1 %exitcond155.not, label %for.cond31.preheader, label %for.cond1.preheader.us.us, !dbg !60, !llvm.loop !89

for.cond31.preheader:                             ; preds = %for.cond1.for.cond.cleanup3_crit_edge.split.us.us.us
    #dbg_value(i32 0, !48, !DIExpression(), !91)
  %cmp36124 = icmp sgt i32 %nl, 0
  %or.cond = and i1 %cmp112, %cmp36124, !dbg !92
  br i1 %or.cond, label %for.cond35.preheader.lr.ph.split.us, label %for.cond.cleanup33, !dbg !92

for.cond35.preheader.lr.ph:                       ; preds = %for.cond1.preheader.us.preheader, %for.cond1.preheader.lr.ph
  %cmp36124.old = icmp sgt i32 %nl, 0
  br i1 %cmp36124.old, label %for.cond35.preheader.lr.ph.split.us, label %for.cond.cleanup33

for.cond35.preheader.lr.ph.split.us:              ; preds = %for.cond31.preheader, %for.cond35.preheader.lr.ph
  %cmp46122 = icmp sgt i32 %nj, 0
  %wide.trip.count179 = zext nneg i32 %ni to i64, !dbg !69
  br i1 %cmp46122, label %for.cond35.preheader.us.us, label %for.cond35.preheader.us

for.cond35.preheader.us.us:                       ; preds = %for.cond35.preheader.lr.ph.split.us, %for.cond35.for.cond.cleanup37_crit_edge.split.us.us.us
  %indvars.iv176 = phi i64 [ %indvars.iv.next177, %for.cond35.for.cond.cleanup37_crit_edge.split.us.us.us ], [ 0, %for.cond35.preheader.lr.ph.split.us ]
    #dbg_value(i64 %indvars.iv176, !48, !DIExpression(), !91)
    #dbg_value(i32 0, !50, !DIExpression(), !93)
  %12 = mul nuw nsw i64 %indvars.iv176, %2
  %arrayidx40.us.us = getelementptr inbounds double, ptr %D, i64 %12
  %13 = mul nuw nsw i64 %indvars.iv176, %0
  %arrayidx50.us.us = getelementptr inbounds double, ptr %tmp, i64 %13
  br label %for.body38.us.us.us, !dbg !94

for.body38.us.us.us:                              ; preds = %for.cond45.for.cond.cleanup47_crit_edge.us.us.us, %for.cond35.preheader.us.us
  %indvars.iv171 = phi i64 [ %indvars.iv.next172, %for.cond45.for.cond.cleanup47_crit_edge.us.us.us ], [ 0, %for.cond35.preheader.us.us ]
    #dbg_value(i64 %indvars.iv171, !50, !DIExpression(), !93)
  %arrayidx42.us.us.us = getelementptr inbounds double, ptr %arrayidx40.us.us, i64 %indvars.iv171, !dbg !95
  %14 = load double, ptr %arrayidx42.us.us.us, align 8, !dbg !96, !tbaa !63
  %mul43.us.us.us = fmul double %14, %beta, !dbg !96
  store double %mul43.us.us.us, ptr %arrayidx42.us.us.us, align 8, !dbg !96, !tbaa !63
    #dbg_value(i32 0, !53, !DIExpression(), !97)
  %invariant.gep.us.us.us137 = getelementptr inbounds double, ptr %C, i64 %indvars.iv171, !dbg !98
  br label %for.body48.us.us.us, !dbg !99

for.body48.us.us.us:                              ; preds = %for.body48.us.us.us, %for.body38.us.us.us
  %indvars.iv166 = phi i64 [ %indvars.iv.next167, %for.body48.us.us.us ], [ 0, %for.body38.us.us.us ], !dbg !100
  %15 = phi double [ %19, %for.body48.us.us.us ], [ %mul43.us.us.us, %for.body38.us.us.us ], !dbg !100
    #dbg_value(i64 %indvars.iv166, !53, !DIExpression(), !97)
  %arrayidx52.us.us.us = getelementptr inbounds double, ptr %arrayidx50.us.us, i64 %indvars.iv166, !dbg !100
  %16 = load double, ptr %arrayidx52.us.us.us, align 8, !dbg !100, !tbaa !63
  %17 = mul nuw nsw i64 %indvars.iv166, %2, !dbg !102
  %gep.us.us.us138 = getelementptr inbounds double, ptr %invariant.gep.us.us.us137, i64 %17, !dbg !102
  %18 = load double, ptr %gep.us.us.us138, align 8, !dbg !102, !tbaa !63
  %19 = tail call double @llvm.fmuladd.f64(double %16, double %18, double %15), !dbg !103
  store double %19, ptr %arrayidx42.us.us.us, align 8, !dbg !103, !tbaa !63
  %indvars.iv.next167 = add nuw nsw i64 %indvars.iv166, 1, !dbg !104
    #dbg_value(i64 %indvars.iv.next167, !53, !DIExpression(), !97)
  %exitcond170.not = icmp eq i64 %indvars.iv.next167, %0, !dbg !105
  br i1 %exitcond170.not, label %for.cond45.for.cond.cleanup47_crit_edge.us.us.us, label %for.body48.us.us.us, !dbg !99, !llvm.loop !106

for.cond45.for.cond.cleanup47_crit_edge.us.us.us: ; preds = %for.body48.us.us.us
  %indvars.iv.next172 = add nuw nsw i64 %indvars.iv171, 1, !dbg !108
    #dbg_value(i64 %indvars.iv.next172, !50, !DIExpression(), !93)
  %exitcond175.not = icmp eq i64 %indvars.iv.next172, %2, !dbg !109
  br i1 %exitcond175.not, label %for.cond35.for.cond.cleanup37_crit_edge.split.us.us.us, label %for.body38.us.us.us, !dbg !94, !llvm.loop !110

for.cond35.for.cond.cleanup37_crit_edge.split.us.us.us: ; preds = %for.cond45.for.cond.cleanup47_crit_edge.us.us.us
  %indvars.iv.next177 = add nuw nsw i64 %indvars.iv176, 1, !dbg !112
    #dbg_value(i64 %indvars.iv.next177, !48, !DIExpression(), !91)
  %exitcond180.not = icmp eq i64 %indvars.iv.next177, %wide.trip.count179, !dbg !69
  br i1 %exitcond180.not, label %for.cond.cleanup33, label %for.cond35.preheader.us.us, !dbg !92, !llvm.loop !113

for.cond35.preheader.us:                          ; preds = %for.cond35.preheader.lr.ph.split.us, %for.cond35.for.cond.cleanup37_crit_edge.split.us135
  %indvars.iv161 = phi i64 [ %indvars.iv.next162, %for.cond35.for.cond.cleanup37_crit_edge.split.us135 ], [ 0, %for.cond35.preheader.lr.ph.split.us ]
    #dbg_value(i64 %indvars.iv161, !48, !DIExpression(), !91)
    #dbg_value(i32 0, !50, !DIExpression(), !93)
  %20 = mul nuw nsw i64 %indvars.iv161, %2
  %arrayidx40.us = getelementptr inbounds double, ptr %D, i64 %20
  br label %for.body38.us128, !dbg !94

for.body38.us128:                                 ; preds = %for.cond35.preheader.us, %for.body38.us128
  %indvars.iv156 = phi i64 [ 0, %for.cond35.preheader.us ], [ %indvars.iv.next157, %for.body38.us128 ]
    #dbg_value(i64 %indvars.iv156, !50, !DIExpression(), !93)
  %arrayidx42.us131 = getelementptr inbounds double, ptr %arrayidx40.us, i64 %indvars.iv156, !dbg !95
  %21 = load double, ptr %arrayidx42.us131, align 8, !dbg !96, !tbaa !63
  %mul43.us132 = fmul double %21, %beta, !dbg !96
  store double %mul43.us132, ptr %arrayidx42.us131, align 8, !dbg !96, !tbaa !63
    #dbg_value(i32 0, !53, !DIExpression(), !97)
  %indvars.iv.next157 = add nuw nsw i64 %indvars.iv156, 1, !dbg !108
    #dbg_value(i64 %indvars.iv.next157, !50, !DIExpression(), !93)
  %exitcond160.not = icmp eq i64 %indvars.iv.next157, %2, !dbg !109
  br i1 %exitcond160.not, label %for.cond35.for.cond.cleanup37_crit_edge.split.us135, label %for.body38.us128, !dbg !94, !llvm.loop !110

for.cond35.for.cond.cleanup37_crit_edge.split.us135: ; preds = %for.body38.us128
  %indvars.iv.next162 = add nuw nsw i64 %indvars.iv161, 1, !dbg !112
    #dbg_value(i64 %indvars.iv.next162, !48, !DIExpression(), !91)
  %exitcond165.not = icmp eq i64 %indvars.iv.next162, %wide.trip.count179, !dbg !69
  br i1 %exitcond165.not, label %for.cond.cleanup33, label %for.cond35.preheader.us, !dbg !92, !llvm.loop !113

for.cond.cleanup33:                               ; preds = %for.cond35.for.cond.cleanup37_crit_edge.split.us135, %for.cond35.for.cond.cleanup37_crit_edge.split.us.us.us, %entry, %for.cond35.preheader.lr.ph, %for.cond31.preheader
  ret void, !dbg !115
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !116 {
entry:
    #dbg_value(i32 40, !120, !DIExpression(), !155)
    #dbg_value(i32 44, !121, !DIExpression(), !155)
    #dbg_value(i32 48, !122, !DIExpression(), !155)
    #dbg_value(i32 52, !123, !DIExpression(), !155)
  %call = tail call noalias dereferenceable_or_null(14080) ptr @malloc(i64 noundef 14080) #6, !dbg !156
    #dbg_value(ptr %call, !124, !DIExpression(), !155)
  %call1 = tail call noalias dereferenceable_or_null(15360) ptr @malloc(i64 noundef 15360) #6, !dbg !157
    #dbg_value(ptr %call1, !125, !DIExpression(), !155)
  %call2 = tail call noalias dereferenceable_or_null(16896) ptr @malloc(i64 noundef 16896) #6, !dbg !158
    #dbg_value(ptr %call2, !126, !DIExpression(), !155)
  %call3 = tail call noalias dereferenceable_or_null(18304) ptr @malloc(i64 noundef 18304) #6, !dbg !159
    #dbg_value(ptr %call3, !127, !DIExpression(), !155)
  %call4 = tail call noalias dereferenceable_or_null(16640) ptr @malloc(i64 noundef 16640) #6, !dbg !160
    #dbg_value(ptr %call4, !128, !DIExpression(), !155)
    #dbg_value(i32 0, !129, !DIExpression(), !161)
  br label %for.cond5.preheader, !dbg !162

for.cond5.preheader:                              ; preds = %entry, %for.cond.cleanup7
  %indvars.iv215 = phi i64 [ 0, %entry ], [ %indvars.iv.next216, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv215, !129, !DIExpression(), !161)
  %arrayidx.idx = mul i64 %indvars.iv215, 384
  %arrayidx = getelementptr inbounds i8, ptr %call1, i64 %arrayidx.idx
    #dbg_value(i32 0, !131, !DIExpression(), !163)
  br label %for.body8, !dbg !164

for.cond.cleanup7:                                ; preds = %for.body8
  %indvars.iv.next216 = add nuw nsw i64 %indvars.iv215, 1, !dbg !165
    #dbg_value(i64 %indvars.iv.next216, !129, !DIExpression(), !161)
  %exitcond219.not = icmp eq i64 %indvars.iv.next216, 40, !dbg !166
  br i1 %exitcond219.not, label %for.cond21.preheader, label %for.cond5.preheader, !dbg !162, !llvm.loop !167

for.body8:                                        ; preds = %for.cond5.preheader, %for.body8
  %indvars.iv = phi i64 [ 0, %for.cond5.preheader ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !131, !DIExpression(), !163)
  %0 = mul nuw nsw i64 %indvars.iv, %indvars.iv215, !dbg !169
  %1 = trunc i64 %0 to i32, !dbg !171
  %2 = add i32 %1, 1, !dbg !171
  %rem = urem i32 %2, 40, !dbg !171
  %conv = uitofp nneg i32 %rem to double, !dbg !172
  %div = fdiv double %conv, 4.000000e+01, !dbg !173
  %arrayidx11 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !174
  store double %div, ptr %arrayidx11, align 8, !dbg !175, !tbaa !63
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !176
    #dbg_value(i64 %indvars.iv.next, !131, !DIExpression(), !163)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 48, !dbg !177
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !164, !llvm.loop !178

for.cond21.preheader:                             ; preds = %for.cond.cleanup7, %for.cond.cleanup24
  %indvars.iv225 = phi i64 [ %indvars.iv.next226, %for.cond.cleanup24 ], [ 0, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv225, !134, !DIExpression(), !180)
  %arrayidx33.idx = mul i64 %indvars.iv225, 352
  %arrayidx33 = getelementptr inbounds i8, ptr %call2, i64 %arrayidx33.idx
    #dbg_value(i32 0, !136, !DIExpression(), !181)
  br label %for.body25, !dbg !182

for.cond.cleanup24:                               ; preds = %for.body25
  %indvars.iv.next226 = add nuw nsw i64 %indvars.iv225, 1, !dbg !183
    #dbg_value(i64 %indvars.iv.next226, !134, !DIExpression(), !180)
  %exitcond229.not = icmp eq i64 %indvars.iv.next226, 48, !dbg !184
  br i1 %exitcond229.not, label %for.cond48.preheader, label %for.cond21.preheader, !dbg !185, !llvm.loop !186

for.body25:                                       ; preds = %for.cond21.preheader, %for.body25
  %indvars.iv220 = phi i64 [ 0, %for.cond21.preheader ], [ %indvars.iv.next221, %for.body25 ]
    #dbg_value(i64 %indvars.iv220, !136, !DIExpression(), !181)
  %indvars.iv.next221 = add nuw nsw i64 %indvars.iv220, 1, !dbg !188
  %3 = mul nuw nsw i64 %indvars.iv.next221, %indvars.iv225, !dbg !190
  %4 = trunc nuw nsw i64 %3 to i32, !dbg !191
  %rem28 = urem i32 %4, 44, !dbg !191
  %conv29 = uitofp nneg i32 %rem28 to double, !dbg !192
  %div31 = fdiv double %conv29, 4.400000e+01, !dbg !193
  %arrayidx35 = getelementptr inbounds double, ptr %arrayidx33, i64 %indvars.iv220, !dbg !194
  store double %div31, ptr %arrayidx35, align 8, !dbg !195, !tbaa !63
    #dbg_value(i64 %indvars.iv.next221, !136, !DIExpression(), !181)
  %exitcond224.not = icmp eq i64 %indvars.iv.next221, 44, !dbg !196
  br i1 %exitcond224.not, label %for.cond.cleanup24, label %for.body25, !dbg !182, !llvm.loop !197

for.cond48.preheader:                             ; preds = %for.cond.cleanup24, %for.cond.cleanup51
  %indvars.iv237 = phi i64 [ %indvars.iv.next238, %for.cond.cleanup51 ], [ 0, %for.cond.cleanup24 ]
    #dbg_value(i64 %indvars.iv237, !139, !DIExpression(), !199)
  %arrayidx61.idx = mul i64 %indvars.iv237, 416
  %arrayidx61 = getelementptr inbounds i8, ptr %call3, i64 %arrayidx61.idx
    #dbg_value(i32 0, !141, !DIExpression(), !200)
  br label %for.body52, !dbg !201

for.cond.cleanup51:                               ; preds = %for.body52
  %indvars.iv.next238 = add nuw nsw i64 %indvars.iv237, 1, !dbg !202
    #dbg_value(i64 %indvars.iv.next238, !139, !DIExpression(), !199)
  %exitcond241.not = icmp eq i64 %indvars.iv.next238, 44, !dbg !203
  br i1 %exitcond241.not, label %for.cond77.preheader, label %for.cond48.preheader, !dbg !204, !llvm.loop !205

for.body52:                                       ; preds = %for.cond48.preheader, %for.body52
  %indvars.iv230 = phi i64 [ 0, %for.cond48.preheader ], [ %indvars.iv.next231, %for.body52 ]
    #dbg_value(i64 %indvars.iv230, !141, !DIExpression(), !200)
  %5 = add nuw nsw i64 %indvars.iv230, 3, !dbg !207
  %6 = mul nuw nsw i64 %5, %indvars.iv237, !dbg !209
  %7 = trunc i64 %6 to i32, !dbg !210
  %8 = add i32 %7, 1, !dbg !210
  %rem56 = urem i32 %8, 52, !dbg !210
  %conv57 = uitofp nneg i32 %rem56 to double, !dbg !211
  %div59 = fdiv double %conv57, 5.200000e+01, !dbg !212
  %arrayidx63 = getelementptr inbounds double, ptr %arrayidx61, i64 %indvars.iv230, !dbg !213
  store double %div59, ptr %arrayidx63, align 8, !dbg !214, !tbaa !63
  %indvars.iv.next231 = add nuw nsw i64 %indvars.iv230, 1, !dbg !215
    #dbg_value(i64 %indvars.iv.next231, !141, !DIExpression(), !200)
  %exitcond236.not = icmp eq i64 %indvars.iv.next231, 52, !dbg !216
  br i1 %exitcond236.not, label %for.cond.cleanup51, label %for.body52, !dbg !201, !llvm.loop !217

for.cond77.preheader:                             ; preds = %for.cond.cleanup51, %for.cond.cleanup80
  %indvars.iv248 = phi i64 [ %indvars.iv.next249, %for.cond.cleanup80 ], [ 0, %for.cond.cleanup51 ]
    #dbg_value(i64 %indvars.iv248, !144, !DIExpression(), !219)
  %arrayidx89.idx = mul i64 %indvars.iv248, 416
  %arrayidx89 = getelementptr inbounds i8, ptr %call4, i64 %arrayidx89.idx
    #dbg_value(i32 0, !146, !DIExpression(), !220)
  br label %for.body81, !dbg !221

for.cond.cleanup74:                               ; preds = %for.cond.cleanup80
  tail call void @kernel_2mm(i32 noundef 40, i32 noundef 44, i32 noundef 48, i32 noundef 52, double noundef 1.500000e+00, double noundef 1.200000e+00, ptr noundef %call, ptr noundef %call1, ptr noundef %call2, ptr noundef %call3, ptr noundef nonnull %call4), !dbg !222
    #dbg_value(double 0.000000e+00, !149, !DIExpression(), !155)
    #dbg_value(i32 0, !150, !DIExpression(), !223)
  br label %for.cond105.preheader, !dbg !224

for.cond.cleanup80:                               ; preds = %for.body81
  %indvars.iv.next249 = add nuw nsw i64 %indvars.iv248, 1, !dbg !225
    #dbg_value(i64 %indvars.iv.next249, !144, !DIExpression(), !219)
  %exitcond252.not = icmp eq i64 %indvars.iv.next249, 40, !dbg !226
  br i1 %exitcond252.not, label %for.cond.cleanup74, label %for.cond77.preheader, !dbg !227, !llvm.loop !228

for.body81:                                       ; preds = %for.cond77.preheader, %for.body81
  %indvars.iv242 = phi i64 [ 0, %for.cond77.preheader ], [ %indvars.iv.next243, %for.body81 ]
    #dbg_value(i64 %indvars.iv242, !146, !DIExpression(), !220)
  %9 = add nuw nsw i64 %indvars.iv242, 2, !dbg !230
  %10 = mul nuw nsw i64 %9, %indvars.iv248, !dbg !232
  %11 = trunc nuw nsw i64 %10 to i32, !dbg !233
  %rem84 = urem i32 %11, 48, !dbg !233
  %conv85 = uitofp nneg i32 %rem84 to double, !dbg !234
  %div87 = fdiv double %conv85, 4.800000e+01, !dbg !235
  %arrayidx91 = getelementptr inbounds double, ptr %arrayidx89, i64 %indvars.iv242, !dbg !236
  store double %div87, ptr %arrayidx91, align 8, !dbg !237, !tbaa !63
  %indvars.iv.next243 = add nuw nsw i64 %indvars.iv242, 1, !dbg !238
    #dbg_value(i64 %indvars.iv.next243, !146, !DIExpression(), !220)
  %exitcond247.not = icmp eq i64 %indvars.iv.next243, 52, !dbg !239
  br i1 %exitcond247.not, label %for.cond.cleanup80, label %for.body81, !dbg !221, !llvm.loop !240

for.cond105.preheader:                            ; preds = %for.cond.cleanup74, %for.cond.cleanup108
  %indvars.iv259 = phi i64 [ 0, %for.cond.cleanup74 ], [ %indvars.iv.next260, %for.cond.cleanup108 ]
  %s.0210 = phi double [ 0.000000e+00, %for.cond.cleanup74 ], [ %16, %for.cond.cleanup108 ]
    #dbg_value(i64 %indvars.iv259, !150, !DIExpression(), !223)
    #dbg_value(double %s.0210, !149, !DIExpression(), !155)
  %arrayidx111.idx = mul i64 %indvars.iv259, 416
  %arrayidx111 = getelementptr inbounds i8, ptr %call4, i64 %arrayidx111.idx
    #dbg_value(i32 0, !152, !DIExpression(), !242)
    #dbg_value(double %s.0210, !149, !DIExpression(), !155)
  br label %for.body109, !dbg !243

for.cond.cleanup102:                              ; preds = %for.cond.cleanup108
  %call126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %16), !dbg !244
  ret i32 0, !dbg !245

for.cond.cleanup108:                              ; preds = %for.body109
  %indvars.iv.next260 = add nuw nsw i64 %indvars.iv259, 1, !dbg !246
    #dbg_value(i64 %indvars.iv.next260, !150, !DIExpression(), !223)
    #dbg_value(double %16, !149, !DIExpression(), !155)
  %exitcond263.not = icmp eq i64 %indvars.iv.next260, 40, !dbg !247
  br i1 %exitcond263.not, label %for.cond.cleanup102, label %for.cond105.preheader, !dbg !224, !llvm.loop !248

for.body109:                                      ; preds = %for.cond105.preheader, %for.body109
  %indvars.iv253 = phi i64 [ 0, %for.cond105.preheader ], [ %indvars.iv.next254, %for.body109 ]
  %s.1208 = phi double [ %s.0210, %for.cond105.preheader ], [ %16, %for.body109 ]
    #dbg_value(i64 %indvars.iv253, !152, !DIExpression(), !242)
    #dbg_value(double %s.1208, !149, !DIExpression(), !155)
  %arrayidx113 = getelementptr inbounds double, ptr %arrayidx111, i64 %indvars.iv253, !dbg !250
  %12 = load double, ptr %arrayidx113, align 8, !dbg !250, !tbaa !63
  %13 = shl nuw nsw i64 %indvars.iv253, 1, !dbg !252
  %14 = add nuw nsw i64 %13, %indvars.iv259, !dbg !253
  %15 = trunc nuw nsw i64 %14 to i32, !dbg !254
  %rem116 = urem i32 %15, 7, !dbg !254
  %add117 = add nuw nsw i32 %rem116, 1, !dbg !255
  %conv118 = uitofp nneg i32 %add117 to double, !dbg !256
  %16 = tail call double @llvm.fmuladd.f64(double %12, double %conv118, double %s.1208), !dbg !257
    #dbg_value(double %16, !149, !DIExpression(), !155)
  %indvars.iv.next254 = add nuw nsw i64 %indvars.iv253, 1, !dbg !258
    #dbg_value(i64 %indvars.iv.next254, !152, !DIExpression(), !242)
  %exitcond258.not = icmp eq i64 %indvars.iv.next254, 52, !dbg !259
  br i1 %exitcond258.not, label %for.cond.cleanup108, label %for.body109, !dbg !243, !llvm.loop !260
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !262 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !270 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "kernel_2mm.c", directory: ".", checksumkind: CSK_MD5, checksum: "3ed4ecb726336338d002c6b6ac0d9ebc")
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
!19 = distinct !DISubprogram(name: "kernel_2mm", scope: !2, file: !2, line: 5, type: !20, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !27)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !22, !22, !22, !9, !9, !23, !23, !23, !23, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: -1)
!27 = !{!28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !41, !44, !48, !50, !53}
!28 = !DILocalVariable(name: "ni", arg: 1, scope: !19, file: !2, line: 5, type: !22)
!29 = !DILocalVariable(name: "nj", arg: 2, scope: !19, file: !2, line: 5, type: !22)
!30 = !DILocalVariable(name: "nk", arg: 3, scope: !19, file: !2, line: 5, type: !22)
!31 = !DILocalVariable(name: "nl", arg: 4, scope: !19, file: !2, line: 5, type: !22)
!32 = !DILocalVariable(name: "alpha", arg: 5, scope: !19, file: !2, line: 5, type: !9)
!33 = !DILocalVariable(name: "beta", arg: 6, scope: !19, file: !2, line: 5, type: !9)
!34 = !DILocalVariable(name: "tmp", arg: 7, scope: !19, file: !2, line: 6, type: !23)
!35 = !DILocalVariable(name: "A", arg: 8, scope: !19, file: !2, line: 6, type: !23)
!36 = !DILocalVariable(name: "B", arg: 9, scope: !19, file: !2, line: 6, type: !23)
!37 = !DILocalVariable(name: "C", arg: 10, scope: !19, file: !2, line: 7, type: !23)
!38 = !DILocalVariable(name: "D", arg: 11, scope: !19, file: !2, line: 7, type: !23)
!39 = !DILocalVariable(name: "i", scope: !40, file: !2, line: 9, type: !22)
!40 = distinct !DILexicalBlock(scope: !19, file: !2, line: 9, column: 3)
!41 = !DILocalVariable(name: "j", scope: !42, file: !2, line: 10, type: !22)
!42 = distinct !DILexicalBlock(scope: !43, file: !2, line: 10, column: 5)
!43 = distinct !DILexicalBlock(scope: !40, file: !2, line: 9, column: 3)
!44 = !DILocalVariable(name: "k", scope: !45, file: !2, line: 12, type: !22)
!45 = distinct !DILexicalBlock(scope: !46, file: !2, line: 12, column: 7)
!46 = distinct !DILexicalBlock(scope: !47, file: !2, line: 10, column: 34)
!47 = distinct !DILexicalBlock(scope: !42, file: !2, line: 10, column: 5)
!48 = !DILocalVariable(name: "i", scope: !49, file: !2, line: 15, type: !22)
!49 = distinct !DILexicalBlock(scope: !19, file: !2, line: 15, column: 3)
!50 = !DILocalVariable(name: "l", scope: !51, file: !2, line: 16, type: !22)
!51 = distinct !DILexicalBlock(scope: !52, file: !2, line: 16, column: 5)
!52 = distinct !DILexicalBlock(scope: !49, file: !2, line: 15, column: 3)
!53 = !DILocalVariable(name: "j", scope: !54, file: !2, line: 18, type: !22)
!54 = distinct !DILexicalBlock(scope: !55, file: !2, line: 18, column: 7)
!55 = distinct !DILexicalBlock(scope: !56, file: !2, line: 16, column: 34)
!56 = distinct !DILexicalBlock(scope: !51, file: !2, line: 16, column: 5)
!57 = !DILocation(line: 0, scope: !19)
!58 = !DILocation(line: 0, scope: !40)
!59 = !DILocation(line: 9, column: 21, scope: !43)
!60 = !DILocation(line: 9, column: 3, scope: !40)
!61 = !DILocation(line: 9, scope: !40)
!62 = !DILocation(line: 11, column: 17, scope: !46)
!63 = !{!64, !64, i64 0}
!64 = !{!"double", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 0, scope: !42)
!68 = !DILocation(line: 0, scope: !45)
!69 = !DILocation(line: 15, column: 21, scope: !52)
!70 = !DILocation(line: 10, column: 5, scope: !42)
!71 = !DILocation(line: 11, column: 7, scope: !46)
!72 = !DILocation(line: 12, column: 12, scope: !45)
!73 = !DILocation(line: 12, column: 7, scope: !45)
!74 = !DILocation(line: 13, column: 30, scope: !75)
!75 = distinct !DILexicalBlock(scope: !45, file: !2, line: 12, column: 7)
!76 = !DILocation(line: 13, column: 28, scope: !75)
!77 = !DILocation(line: 13, column: 40, scope: !75)
!78 = !DILocation(line: 13, column: 19, scope: !75)
!79 = !DILocation(line: 12, column: 32, scope: !75)
!80 = !DILocation(line: 12, column: 25, scope: !75)
!81 = distinct !{!81, !73, !82, !83}
!82 = !DILocation(line: 13, column: 46, scope: !45)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocation(line: 10, column: 30, scope: !47)
!85 = !DILocation(line: 10, column: 23, scope: !47)
!86 = distinct !{!86, !70, !87, !83}
!87 = !DILocation(line: 14, column: 5, scope: !42)
!88 = !DILocation(line: 9, column: 28, scope: !43)
!89 = distinct !{!89, !60, !90, !83}
!90 = !DILocation(line: 14, column: 5, scope: !40)
!91 = !DILocation(line: 0, scope: !49)
!92 = !DILocation(line: 15, column: 3, scope: !49)
!93 = !DILocation(line: 0, scope: !51)
!94 = !DILocation(line: 16, column: 5, scope: !51)
!95 = !DILocation(line: 17, column: 7, scope: !55)
!96 = !DILocation(line: 17, column: 15, scope: !55)
!97 = !DILocation(line: 0, scope: !54)
!98 = !DILocation(line: 18, column: 12, scope: !54)
!99 = !DILocation(line: 18, column: 7, scope: !54)
!100 = !DILocation(line: 19, column: 20, scope: !101)
!101 = distinct !DILexicalBlock(scope: !54, file: !2, line: 18, column: 7)
!102 = !DILocation(line: 19, column: 32, scope: !101)
!103 = !DILocation(line: 19, column: 17, scope: !101)
!104 = !DILocation(line: 18, column: 32, scope: !101)
!105 = !DILocation(line: 18, column: 25, scope: !101)
!106 = distinct !{!106, !99, !107, !83}
!107 = !DILocation(line: 19, column: 38, scope: !54)
!108 = !DILocation(line: 16, column: 30, scope: !56)
!109 = !DILocation(line: 16, column: 23, scope: !56)
!110 = distinct !{!110, !94, !111, !83}
!111 = !DILocation(line: 20, column: 5, scope: !51)
!112 = !DILocation(line: 15, column: 28, scope: !52)
!113 = distinct !{!113, !92, !114, !83}
!114 = !DILocation(line: 20, column: 5, scope: !49)
!115 = !DILocation(line: 21, column: 1, scope: !19)
!116 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !117, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!22}
!119 = !{!120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !131, !134, !136, !139, !141, !144, !146, !149, !150, !152}
!120 = !DILocalVariable(name: "ni", scope: !116, file: !2, line: 25, type: !22)
!121 = !DILocalVariable(name: "nj", scope: !116, file: !2, line: 25, type: !22)
!122 = !DILocalVariable(name: "nk", scope: !116, file: !2, line: 25, type: !22)
!123 = !DILocalVariable(name: "nl", scope: !116, file: !2, line: 25, type: !22)
!124 = !DILocalVariable(name: "tmp", scope: !116, file: !2, line: 26, type: !23)
!125 = !DILocalVariable(name: "A", scope: !116, file: !2, line: 27, type: !23)
!126 = !DILocalVariable(name: "B", scope: !116, file: !2, line: 28, type: !23)
!127 = !DILocalVariable(name: "C", scope: !116, file: !2, line: 29, type: !23)
!128 = !DILocalVariable(name: "D", scope: !116, file: !2, line: 30, type: !23)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 31, type: !22)
!130 = distinct !DILexicalBlock(scope: !116, file: !2, line: 31, column: 3)
!131 = !DILocalVariable(name: "k", scope: !132, file: !2, line: 32, type: !22)
!132 = distinct !DILexicalBlock(scope: !133, file: !2, line: 32, column: 5)
!133 = distinct !DILexicalBlock(scope: !130, file: !2, line: 31, column: 3)
!134 = !DILocalVariable(name: "k", scope: !135, file: !2, line: 34, type: !22)
!135 = distinct !DILexicalBlock(scope: !116, file: !2, line: 34, column: 3)
!136 = !DILocalVariable(name: "j", scope: !137, file: !2, line: 35, type: !22)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 35, column: 5)
!138 = distinct !DILexicalBlock(scope: !135, file: !2, line: 34, column: 3)
!139 = !DILocalVariable(name: "j", scope: !140, file: !2, line: 37, type: !22)
!140 = distinct !DILexicalBlock(scope: !116, file: !2, line: 37, column: 3)
!141 = !DILocalVariable(name: "l", scope: !142, file: !2, line: 38, type: !22)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 38, column: 5)
!143 = distinct !DILexicalBlock(scope: !140, file: !2, line: 37, column: 3)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 40, type: !22)
!145 = distinct !DILexicalBlock(scope: !116, file: !2, line: 40, column: 3)
!146 = !DILocalVariable(name: "l", scope: !147, file: !2, line: 41, type: !22)
!147 = distinct !DILexicalBlock(scope: !148, file: !2, line: 41, column: 5)
!148 = distinct !DILexicalBlock(scope: !145, file: !2, line: 40, column: 3)
!149 = !DILocalVariable(name: "s", scope: !116, file: !2, line: 44, type: !9)
!150 = !DILocalVariable(name: "i", scope: !151, file: !2, line: 45, type: !22)
!151 = distinct !DILexicalBlock(scope: !116, file: !2, line: 45, column: 3)
!152 = !DILocalVariable(name: "l", scope: !153, file: !2, line: 46, type: !22)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 46, column: 5)
!154 = distinct !DILexicalBlock(scope: !151, file: !2, line: 45, column: 3)
!155 = !DILocation(line: 0, scope: !116)
!156 = !DILocation(line: 26, column: 23, scope: !116)
!157 = !DILocation(line: 27, column: 21, scope: !116)
!158 = !DILocation(line: 28, column: 21, scope: !116)
!159 = !DILocation(line: 29, column: 21, scope: !116)
!160 = !DILocation(line: 30, column: 21, scope: !116)
!161 = !DILocation(line: 0, scope: !130)
!162 = !DILocation(line: 31, column: 3, scope: !130)
!163 = !DILocation(line: 0, scope: !132)
!164 = !DILocation(line: 32, column: 5, scope: !132)
!165 = !DILocation(line: 31, column: 28, scope: !133)
!166 = !DILocation(line: 31, column: 21, scope: !133)
!167 = distinct !{!167, !162, !168, !83}
!168 = !DILocation(line: 33, column: 46, scope: !130)
!169 = !DILocation(line: 33, column: 29, scope: !170)
!170 = distinct !DILexicalBlock(scope: !132, file: !2, line: 32, column: 5)
!171 = !DILocation(line: 33, column: 38, scope: !170)
!172 = !DILocation(line: 33, column: 17, scope: !170)
!173 = !DILocation(line: 33, column: 44, scope: !170)
!174 = !DILocation(line: 33, column: 7, scope: !170)
!175 = !DILocation(line: 33, column: 15, scope: !170)
!176 = !DILocation(line: 32, column: 30, scope: !170)
!177 = !DILocation(line: 32, column: 23, scope: !170)
!178 = distinct !{!178, !164, !179, !83}
!179 = !DILocation(line: 33, column: 46, scope: !132)
!180 = !DILocation(line: 0, scope: !135)
!181 = !DILocation(line: 0, scope: !137)
!182 = !DILocation(line: 35, column: 5, scope: !137)
!183 = !DILocation(line: 34, column: 28, scope: !138)
!184 = !DILocation(line: 34, column: 21, scope: !138)
!185 = !DILocation(line: 34, column: 3, scope: !135)
!186 = distinct !{!186, !185, !187, !83}
!187 = !DILocation(line: 36, column: 46, scope: !135)
!188 = !DILocation(line: 36, column: 33, scope: !189)
!189 = distinct !DILexicalBlock(scope: !137, file: !2, line: 35, column: 5)
!190 = !DILocation(line: 36, column: 28, scope: !189)
!191 = !DILocation(line: 36, column: 38, scope: !189)
!192 = !DILocation(line: 36, column: 17, scope: !189)
!193 = !DILocation(line: 36, column: 44, scope: !189)
!194 = !DILocation(line: 36, column: 7, scope: !189)
!195 = !DILocation(line: 36, column: 15, scope: !189)
!196 = !DILocation(line: 35, column: 23, scope: !189)
!197 = distinct !{!197, !182, !198, !83}
!198 = !DILocation(line: 36, column: 46, scope: !137)
!199 = !DILocation(line: 0, scope: !140)
!200 = !DILocation(line: 0, scope: !142)
!201 = !DILocation(line: 38, column: 5, scope: !142)
!202 = !DILocation(line: 37, column: 28, scope: !143)
!203 = !DILocation(line: 37, column: 21, scope: !143)
!204 = !DILocation(line: 37, column: 3, scope: !140)
!205 = distinct !{!205, !204, !206, !83}
!206 = !DILocation(line: 39, column: 52, scope: !140)
!207 = !DILocation(line: 39, column: 34, scope: !208)
!208 = distinct !DILexicalBlock(scope: !142, file: !2, line: 38, column: 5)
!209 = !DILocation(line: 39, column: 29, scope: !208)
!210 = !DILocation(line: 39, column: 44, scope: !208)
!211 = !DILocation(line: 39, column: 17, scope: !208)
!212 = !DILocation(line: 39, column: 50, scope: !208)
!213 = !DILocation(line: 39, column: 7, scope: !208)
!214 = !DILocation(line: 39, column: 15, scope: !208)
!215 = !DILocation(line: 38, column: 30, scope: !208)
!216 = !DILocation(line: 38, column: 23, scope: !208)
!217 = distinct !{!217, !201, !218, !83}
!218 = !DILocation(line: 39, column: 52, scope: !142)
!219 = !DILocation(line: 0, scope: !145)
!220 = !DILocation(line: 0, scope: !147)
!221 = !DILocation(line: 41, column: 5, scope: !147)
!222 = !DILocation(line: 43, column: 3, scope: !116)
!223 = !DILocation(line: 0, scope: !151)
!224 = !DILocation(line: 45, column: 3, scope: !151)
!225 = !DILocation(line: 40, column: 28, scope: !148)
!226 = !DILocation(line: 40, column: 21, scope: !148)
!227 = !DILocation(line: 40, column: 3, scope: !145)
!228 = distinct !{!228, !227, !229, !83}
!229 = !DILocation(line: 42, column: 46, scope: !145)
!230 = !DILocation(line: 42, column: 33, scope: !231)
!231 = distinct !DILexicalBlock(scope: !147, file: !2, line: 41, column: 5)
!232 = !DILocation(line: 42, column: 28, scope: !231)
!233 = !DILocation(line: 42, column: 38, scope: !231)
!234 = !DILocation(line: 42, column: 17, scope: !231)
!235 = !DILocation(line: 42, column: 44, scope: !231)
!236 = !DILocation(line: 42, column: 7, scope: !231)
!237 = !DILocation(line: 42, column: 15, scope: !231)
!238 = !DILocation(line: 41, column: 30, scope: !231)
!239 = !DILocation(line: 41, column: 23, scope: !231)
!240 = distinct !{!240, !221, !241, !83}
!241 = !DILocation(line: 42, column: 46, scope: !147)
!242 = !DILocation(line: 0, scope: !153)
!243 = !DILocation(line: 46, column: 5, scope: !153)
!244 = !DILocation(line: 48, column: 3, scope: !116)
!245 = !DILocation(line: 50, column: 1, scope: !116)
!246 = !DILocation(line: 45, column: 28, scope: !154)
!247 = !DILocation(line: 45, column: 21, scope: !154)
!248 = distinct !{!248, !224, !249, !83}
!249 = !DILocation(line: 47, column: 42, scope: !151)
!250 = !DILocation(line: 47, column: 12, scope: !251)
!251 = distinct !DILexicalBlock(scope: !153, file: !2, line: 46, column: 5)
!252 = !DILocation(line: 47, column: 34, scope: !251)
!253 = !DILocation(line: 47, column: 30, scope: !251)
!254 = !DILocation(line: 47, column: 39, scope: !251)
!255 = !DILocation(line: 47, column: 25, scope: !251)
!256 = !DILocation(line: 47, column: 22, scope: !251)
!257 = !DILocation(line: 47, column: 9, scope: !251)
!258 = !DILocation(line: 46, column: 30, scope: !251)
!259 = !DILocation(line: 46, column: 23, scope: !251)
!260 = distinct !{!260, !243, !261, !83}
!261 = !DILocation(line: 47, column: 42, scope: !153)
!262 = !DISubprogram(name: "malloc", scope: !263, file: !263, line: 553, type: !264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!264 = !DISubroutineType(types: !265)
!265 = !{!266, !267}
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!267 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !268, line: 18, baseType: !269)
!268 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!269 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!270 = !DISubprogram(name: "printf", scope: !271, file: !271, line: 356, type: !272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!271 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!272 = !DISubroutineType(types: !273)
!273 = !{!22, !274, null}
!274 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !275)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64)
!276 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)

