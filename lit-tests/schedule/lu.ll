; lu in a clang -O3 build: the (k, i, j) band is tiled 128x128x128 (a skew
; of the triangular loops' counters, which is the original i and j); the
; division S0 stays fused with the update in the diagonal tiles (c2 == c0).
; The regenerated program prints what the original prints, with one tile
; and with several (n = 300).
; RUN: %opt -passes='tessera<only=kernel_lu;print-ast>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll > %t.ast 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck --match-full-lines --check-prefix=AST %s < %t.ast
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 300 > %t.out && %t.ref 300 > %t.ref.out && diff %t.out %t.ref.out
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: kernel_lu.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline))
;    5| void kernel_lu(int n, double A[n][n])
;    6| {
;    7|   for (int k = 0; k < n; k++)
;    8|     for (int i = k + 1; i < n; i++) {
;    9|       A[i][k] = A[i][k] / A[k][k];
;   10|       for (int j = k + 1; j < n; j++)
;   11|         A[i][j] = A[i][j] - A[i][k] * A[k][j];
;   12|     }
;   13| }
;   14|
;   15| int main(int argc, char **argv)
;   16| {
;   17|   int n = argc > 1 ? atoi(argv[1]) : 64;
;   18|   double (*A)[n] = malloc(sizeof(double[n][n]));
;   19|   for (int i = 0; i < n; i++)
;   20|     for (int j = 0; j < n; j++)
;   21|       A[i][j] = (i == j ? n : 0) + (double)((i * j + 1) % n) / n;
;   22|   kernel_lu(n, A);
;   23|   double s = 0;
;   24|   for (int i = 0; i < n; i++)
;   25|     for (int j = 0; j < n; j++)
;   26|       s += A[i][j] * (1 + (i + 2 * j) % 7);
;   27|   printf("%.17g\n", s);
;   28|   return 0;
;   29| }
; END-SOURCE
;
; REMARK: remark: kernel_lu.c:7:3: SCoP kernel_lu.scop0: fusion smart: distributed (a flow dependence joins statements of different depths): 2 loop nest(s) {S0} {S1}; 3 loops over S0, S1 tiled by 128x128x128
; REMARK: remark: kernel_lu.c:7:3: regenerated SCoP kernel_lu.scop0 (3 loops, 2 statements) from its schedule
; BLESS-BEGIN: AST
; AST: // kernel_lu.scop0: regenerated loop nest
; AST-NEXT: for (int c0 = 0; c0 <= (n - 2) / 128; c0 += 1)
; AST-NEXT:   for (int c1 = c0; c1 <= (n - 2) / 128; c1 += 1)
; AST-NEXT:     for (int c2 = c0; c2 <= (n - 2) / 128; c2 += 1)
; AST-NEXT:       for (int c3 = 128 * c0; c3 <= min(n - 2, 128 * c0 + 127); c3 += 1)
; AST-NEXT:         for (int c4 = max(128 * c1, c3); c4 <= min(n - 2, 128 * c1 + 127); c4 += 1) {
; AST-NEXT:           if (c2 == c0)
; AST-NEXT:             S0(c3, -c3 + c4);
; AST-NEXT:           for (int c5 = max(128 * c2, c3); c5 <= min(n - 2, 128 * c2 + 127); c5 += 1)
; AST-NEXT:             S1(c3, -c3 + c4, -c3 + c5);
; AST-NEXT:         }
; BLESS-END

; ModuleID = 'kernel_lu.c'
source_filename = "kernel_lu.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @kernel_lu(i32 noundef %n, ptr nocapture noundef %A) local_unnamed_addr #0 !dbg !23 {
entry:
    #dbg_value(i32 %n, !31, !DIExpression(), !42)
    #dbg_value(ptr %A, !32, !DIExpression(), !42)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !33, !DIExpression(), !43)
  %cmp75 = icmp sgt i32 %n, 0, !dbg !44
  br i1 %cmp75, label %for.body.preheader, label %for.cond.cleanup, !dbg !45

for.body.preheader:                               ; preds = %entry
  %1 = zext nneg i32 %n to i64, !dbg !45
  br label %for.body, !dbg !45

for.cond.loopexit:                                ; preds = %for.cond16.for.cond.cleanup18_crit_edge.us, %for.body
    #dbg_value(i64 %indvars.iv.next86, !33, !DIExpression(), !43)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !45
  %exitcond89.not = icmp eq i64 %indvars.iv.next86, %0, !dbg !44
  br i1 %exitcond89.not, label %for.cond.cleanup, label %for.body, !dbg !45, !llvm.loop !46

for.cond.cleanup:                                 ; preds = %for.cond.loopexit, %entry
  ret void, !dbg !49

for.body:                                         ; preds = %for.body.preheader, %for.cond.loopexit
  %indvars.iv85 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next86, %for.cond.loopexit ]
  %indvars.iv = phi i64 [ 1, %for.body.preheader ], [ %indvars.iv.next, %for.cond.loopexit ]
    #dbg_value(i64 %indvars.iv85, !33, !DIExpression(), !43)
  %indvars.iv.next86 = add nuw nsw i64 %indvars.iv85, 1, !dbg !50
    #dbg_value(i64 %indvars.iv.next86, !35, !DIExpression(), !51)
  %cmp273 = icmp ult i64 %indvars.iv.next86, %1, !dbg !52
  br i1 %cmp273, label %for.body4.lr.ph, label %for.cond.loopexit, !dbg !53

for.body4.lr.ph:                                  ; preds = %for.body
  %2 = mul nuw nsw i64 %indvars.iv85, %0
  %arrayidx8 = getelementptr inbounds double, ptr %A, i64 %2
  %arrayidx10 = getelementptr inbounds double, ptr %arrayidx8, i64 %indvars.iv85
  br label %for.body4.us, !dbg !53

for.body4.us:                                     ; preds = %for.cond16.for.cond.cleanup18_crit_edge.us, %for.body4.lr.ph
  %indvars.iv80 = phi i64 [ %indvars.iv.next81, %for.cond16.for.cond.cleanup18_crit_edge.us ], [ %indvars.iv, %for.body4.lr.ph ]
    #dbg_value(i64 %indvars.iv80, !35, !DIExpression(), !51)
  %3 = mul nuw nsw i64 %indvars.iv80, %0, !dbg !54
  %arrayidx.us = getelementptr inbounds double, ptr %A, i64 %3, !dbg !54
  %arrayidx6.us = getelementptr inbounds double, ptr %arrayidx.us, i64 %indvars.iv85, !dbg !54
  %4 = load double, ptr %arrayidx6.us, align 8, !dbg !54, !tbaa !55
  %5 = load double, ptr %arrayidx10, align 8, !dbg !59, !tbaa !55
  %div.us = fdiv double %4, %5, !dbg !60
  store double %div.us, ptr %arrayidx6.us, align 8, !dbg !61, !tbaa !55
    #dbg_value(i64 %indvars.iv.next86, !38, !DIExpression(), !62)
  br label %for.body19.us, !dbg !63

for.body19.us:                                    ; preds = %for.body4.us, %for.body19.us
  %indvars.iv77 = phi i64 [ %indvars.iv, %for.body4.us ], [ %indvars.iv.next78, %for.body19.us ]
    #dbg_value(i64 %indvars.iv77, !38, !DIExpression(), !62)
  %arrayidx23.us = getelementptr inbounds double, ptr %arrayidx.us, i64 %indvars.iv77, !dbg !64
  %6 = load double, ptr %arrayidx23.us, align 8, !dbg !64, !tbaa !55
  %7 = load double, ptr %arrayidx6.us, align 8, !dbg !66, !tbaa !55
  %arrayidx31.us = getelementptr inbounds double, ptr %arrayidx8, i64 %indvars.iv77, !dbg !67
  %8 = load double, ptr %arrayidx31.us, align 8, !dbg !67, !tbaa !55
  %neg.us = fneg double %7, !dbg !68
  %9 = tail call double @llvm.fmuladd.f64(double %neg.us, double %8, double %6), !dbg !68
  store double %9, ptr %arrayidx23.us, align 8, !dbg !69, !tbaa !55
  %indvars.iv.next78 = add nuw nsw i64 %indvars.iv77, 1, !dbg !70
    #dbg_value(i64 %indvars.iv.next78, !38, !DIExpression(), !62)
  %exitcond.not = icmp eq i64 %indvars.iv.next78, %0, !dbg !71
  br i1 %exitcond.not, label %for.cond16.for.cond.cleanup18_crit_edge.us, label %for.body19.us, !dbg !63, !llvm.loop !72

for.cond16.for.cond.cleanup18_crit_edge.us:       ; preds = %for.body19.us
  %indvars.iv.next81 = add nuw nsw i64 %indvars.iv80, 1, !dbg !74
    #dbg_value(i64 %indvars.iv.next81, !35, !DIExpression(), !51)
  %exitcond84.not = icmp eq i64 %indvars.iv.next81, %0, !dbg !52
  br i1 %exitcond84.not, label %for.cond.loopexit, label %for.body4.us, !dbg !53, !llvm.loop !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !77 {
entry:
    #dbg_value(i32 %argc, !81, !DIExpression(), !96)
    #dbg_value(ptr %argv, !82, !DIExpression(), !96)
  %cmp = icmp sgt i32 %argc, 1, !dbg !97
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !98

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !99
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !99, !tbaa !100
    #dbg_value(ptr %0, !102, !DIExpression(), !110)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #6, !dbg !112
  %conv.i = trunc i64 %call.i to i32, !dbg !113
  br label %cond.end, !dbg !98

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 64, %entry ], !dbg !98
    #dbg_value(i32 %cond, !83, !DIExpression(), !96)
  %1 = zext i32 %cond to i64, !dbg !114
  %2 = shl nuw nsw i64 %1, 3, !dbg !115
  %3 = mul i64 %2, %1, !dbg !115
  %call1 = tail call noalias ptr @malloc(i64 noundef %3) #7, !dbg !116
    #dbg_value(ptr %call1, !84, !DIExpression(), !96)
    #dbg_value(i32 0, !85, !DIExpression(), !117)
  %cmp279 = icmp sgt i32 %cond, 0, !dbg !118
  br i1 %cmp279, label %for.cond3.preheader.lr.ph, label %for.cond.cleanup.thread, !dbg !119

for.cond.cleanup.thread:                          ; preds = %cond.end
  tail call void @kernel_lu(i32 noundef %cond, ptr noundef %call1), !dbg !120
    #dbg_value(double 0.000000e+00, !90, !DIExpression(), !96)
    #dbg_value(i32 0, !91, !DIExpression(), !121)
  br label %for.cond.cleanup25, !dbg !122

for.cond3.preheader.lr.ph:                        ; preds = %cond.end
  %conv13 = uitofp nneg i32 %cond to double
  %4 = sitofp i32 %cond to double
  br label %for.cond3.preheader.us, !dbg !119

for.cond3.preheader.us:                           ; preds = %for.cond3.for.cond.cleanup5_crit_edge.us, %for.cond3.preheader.lr.ph
  %indvars.iv91 = phi i64 [ %indvars.iv.next92, %for.cond3.for.cond.cleanup5_crit_edge.us ], [ 0, %for.cond3.preheader.lr.ph ]
    #dbg_value(i64 %indvars.iv91, !85, !DIExpression(), !117)
    #dbg_value(i32 0, !87, !DIExpression(), !123)
  %5 = mul nuw nsw i64 %indvars.iv91, %1
  %arrayidx15.us = getelementptr inbounds double, ptr %call1, i64 %5
  br label %for.body6.us, !dbg !124

for.body6.us:                                     ; preds = %for.cond3.preheader.us, %for.body6.us
  %indvars.iv = phi i64 [ 0, %for.cond3.preheader.us ], [ %indvars.iv.next, %for.body6.us ]
    #dbg_value(i64 %indvars.iv, !87, !DIExpression(), !123)
  %cmp7.us = icmp eq i64 %indvars.iv91, %indvars.iv, !dbg !125
  %conv.us = select i1 %cmp7.us, double %4, double 0.000000e+00, !dbg !127
  %6 = mul nuw nsw i64 %indvars.iv, %indvars.iv91, !dbg !128
  %7 = trunc i64 %6 to i32, !dbg !129
  %8 = add i32 %7, 1, !dbg !129
  %rem.us = urem i32 %8, %cond, !dbg !129
  %conv12.us = uitofp nneg i32 %rem.us to double, !dbg !130
  %div.us = fdiv double %conv12.us, %conv13, !dbg !131
  %add14.us = fadd double %div.us, %conv.us, !dbg !132
  %arrayidx17.us = getelementptr inbounds double, ptr %arrayidx15.us, i64 %indvars.iv, !dbg !133
  store double %add14.us, ptr %arrayidx17.us, align 8, !dbg !134, !tbaa !55
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !135
    #dbg_value(i64 %indvars.iv.next, !87, !DIExpression(), !123)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %1, !dbg !136
  br i1 %exitcond.not, label %for.cond3.for.cond.cleanup5_crit_edge.us, label %for.body6.us, !dbg !124, !llvm.loop !137

for.cond3.for.cond.cleanup5_crit_edge.us:         ; preds = %for.body6.us
  %indvars.iv.next92 = add nuw nsw i64 %indvars.iv91, 1, !dbg !139
    #dbg_value(i64 %indvars.iv.next92, !85, !DIExpression(), !117)
  %exitcond95.not = icmp eq i64 %indvars.iv.next92, %1, !dbg !118
  br i1 %exitcond95.not, label %for.cond.cleanup, label %for.cond3.preheader.us, !dbg !119, !llvm.loop !140

for.cond.cleanup:                                 ; preds = %for.cond3.for.cond.cleanup5_crit_edge.us
  tail call void @kernel_lu(i32 noundef %cond, ptr noundef nonnull %call1), !dbg !120
    #dbg_value(double 0.000000e+00, !90, !DIExpression(), !96)
    #dbg_value(i32 0, !91, !DIExpression(), !121)
  br i1 %cmp279, label %for.cond28.preheader.us, label %for.cond.cleanup25, !dbg !122

for.cond28.preheader.us:                          ; preds = %for.cond.cleanup, %for.cond28.for.cond.cleanup31_crit_edge.us
  %indvars.iv103 = phi i64 [ %indvars.iv.next104, %for.cond28.for.cond.cleanup31_crit_edge.us ], [ 0, %for.cond.cleanup ]
  %s.085.us = phi double [ %14, %for.cond28.for.cond.cleanup31_crit_edge.us ], [ 0.000000e+00, %for.cond.cleanup ]
    #dbg_value(i64 %indvars.iv103, !91, !DIExpression(), !121)
    #dbg_value(i32 0, !93, !DIExpression(), !142)
    #dbg_value(double %s.085.us, !90, !DIExpression(), !96)
  %9 = mul nuw nsw i64 %indvars.iv103, %1
  %arrayidx34.us = getelementptr inbounds double, ptr %call1, i64 %9
  br label %for.body32.us, !dbg !143

for.body32.us:                                    ; preds = %for.cond28.preheader.us, %for.body32.us
  %indvars.iv96 = phi i64 [ 0, %for.cond28.preheader.us ], [ %indvars.iv.next97, %for.body32.us ]
  %s.182.us = phi double [ %s.085.us, %for.cond28.preheader.us ], [ %14, %for.body32.us ]
    #dbg_value(i64 %indvars.iv96, !93, !DIExpression(), !142)
    #dbg_value(double %s.182.us, !90, !DIExpression(), !96)
  %arrayidx36.us = getelementptr inbounds double, ptr %arrayidx34.us, i64 %indvars.iv96, !dbg !144
  %10 = load double, ptr %arrayidx36.us, align 8, !dbg !144, !tbaa !55
  %11 = shl nuw nsw i64 %indvars.iv96, 1, !dbg !146
  %12 = add nuw nsw i64 %11, %indvars.iv103, !dbg !147
  %13 = trunc nuw i64 %12 to i32, !dbg !148
  %rem39.us = urem i32 %13, 7, !dbg !148
  %add40.us = add nuw nsw i32 %rem39.us, 1, !dbg !149
  %conv41.us = uitofp nneg i32 %add40.us to double, !dbg !150
  %14 = tail call double @llvm.fmuladd.f64(double %10, double %conv41.us, double %s.182.us), !dbg !151
    #dbg_value(double %14, !90, !DIExpression(), !96)
  %indvars.iv.next97 = add nuw nsw i64 %indvars.iv96, 1, !dbg !152
    #dbg_value(i64 %indvars.iv.next97, !93, !DIExpression(), !142)
  %exitcond102.not = icmp eq i64 %indvars.iv.next97, %1, !dbg !153
  br i1 %exitcond102.not, label %for.cond28.for.cond.cleanup31_crit_edge.us, label %for.body32.us, !dbg !143, !llvm.loop !154

for.cond28.for.cond.cleanup31_crit_edge.us:       ; preds = %for.body32.us
  %indvars.iv.next104 = add nuw nsw i64 %indvars.iv103, 1, !dbg !156
    #dbg_value(i64 %indvars.iv.next104, !91, !DIExpression(), !121)
    #dbg_value(double poison, !90, !DIExpression(), !96)
  %exitcond107.not = icmp eq i64 %indvars.iv.next104, %1, !dbg !157
  br i1 %exitcond107.not, label %for.cond.cleanup25, label %for.cond28.preheader.us, !dbg !122, !llvm.loop !158

for.cond.cleanup25:                               ; preds = %for.cond28.for.cond.cleanup31_crit_edge.us, %for.cond.cleanup.thread, %for.cond.cleanup
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup ], [ 0.000000e+00, %for.cond.cleanup.thread ], [ %14, %for.cond28.for.cond.cleanup31_crit_edge.us ], !dbg !160
  %call49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !161
  ret i32 0, !dbg !162
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !163 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !169 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !174 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "kernel_lu.c", directory: ".", checksumkind: CSK_MD5, checksum: "304e7bbc81a0f1497867ffcb7fdf56e4")
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
!21 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "kernel_lu", scope: !2, file: !2, line: 5, type: !24, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !30)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !10, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: -1)
!30 = !{!31, !32, !33, !35, !38}
!31 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !2, line: 5, type: !10)
!32 = !DILocalVariable(name: "A", arg: 2, scope: !23, file: !2, line: 5, type: !26)
!33 = !DILocalVariable(name: "k", scope: !34, file: !2, line: 7, type: !10)
!34 = distinct !DILexicalBlock(scope: !23, file: !2, line: 7, column: 3)
!35 = !DILocalVariable(name: "i", scope: !36, file: !2, line: 8, type: !10)
!36 = distinct !DILexicalBlock(scope: !37, file: !2, line: 8, column: 5)
!37 = distinct !DILexicalBlock(scope: !34, file: !2, line: 7, column: 3)
!38 = !DILocalVariable(name: "j", scope: !39, file: !2, line: 10, type: !10)
!39 = distinct !DILexicalBlock(scope: !40, file: !2, line: 10, column: 7)
!40 = distinct !DILexicalBlock(scope: !41, file: !2, line: 8, column: 37)
!41 = distinct !DILexicalBlock(scope: !36, file: !2, line: 8, column: 5)
!42 = !DILocation(line: 0, scope: !23)
!43 = !DILocation(line: 0, scope: !34)
!44 = !DILocation(line: 7, column: 21, scope: !37)
!45 = !DILocation(line: 7, column: 3, scope: !34)
!46 = distinct !{!46, !45, !47, !48}
!47 = !DILocation(line: 12, column: 5, scope: !34)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 13, column: 1, scope: !23)
!50 = !DILocation(line: 8, column: 20, scope: !36)
!51 = !DILocation(line: 0, scope: !36)
!52 = !DILocation(line: 8, column: 27, scope: !41)
!53 = !DILocation(line: 8, column: 5, scope: !36)
!54 = !DILocation(line: 9, column: 17, scope: !40)
!55 = !{!56, !56, i64 0}
!56 = !{!"double", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocation(line: 9, column: 27, scope: !40)
!60 = !DILocation(line: 9, column: 25, scope: !40)
!61 = !DILocation(line: 9, column: 15, scope: !40)
!62 = !DILocation(line: 0, scope: !39)
!63 = !DILocation(line: 10, column: 7, scope: !39)
!64 = !DILocation(line: 11, column: 19, scope: !65)
!65 = distinct !DILexicalBlock(scope: !39, file: !2, line: 10, column: 7)
!66 = !DILocation(line: 11, column: 29, scope: !65)
!67 = !DILocation(line: 11, column: 39, scope: !65)
!68 = !DILocation(line: 11, column: 27, scope: !65)
!69 = !DILocation(line: 11, column: 17, scope: !65)
!70 = !DILocation(line: 10, column: 35, scope: !65)
!71 = !DILocation(line: 10, column: 29, scope: !65)
!72 = distinct !{!72, !63, !73, !48}
!73 = !DILocation(line: 11, column: 45, scope: !39)
!74 = !DILocation(line: 8, column: 33, scope: !41)
!75 = distinct !{!75, !53, !76, !48}
!76 = !DILocation(line: 12, column: 5, scope: !36)
!77 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !78, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!10, !10, !11}
!80 = !{!81, !82, !83, !84, !85, !87, !90, !91, !93}
!81 = !DILocalVariable(name: "argc", arg: 1, scope: !77, file: !2, line: 15, type: !10)
!82 = !DILocalVariable(name: "argv", arg: 2, scope: !77, file: !2, line: 15, type: !11)
!83 = !DILocalVariable(name: "n", scope: !77, file: !2, line: 17, type: !10)
!84 = !DILocalVariable(name: "A", scope: !77, file: !2, line: 18, type: !26)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 19, type: !10)
!86 = distinct !DILexicalBlock(scope: !77, file: !2, line: 19, column: 3)
!87 = !DILocalVariable(name: "j", scope: !88, file: !2, line: 20, type: !10)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 20, column: 5)
!89 = distinct !DILexicalBlock(scope: !86, file: !2, line: 19, column: 3)
!90 = !DILocalVariable(name: "s", scope: !77, file: !2, line: 23, type: !9)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 24, type: !10)
!92 = distinct !DILexicalBlock(scope: !77, file: !2, line: 24, column: 3)
!93 = !DILocalVariable(name: "j", scope: !94, file: !2, line: 25, type: !10)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 25, column: 5)
!95 = distinct !DILexicalBlock(scope: !92, file: !2, line: 24, column: 3)
!96 = !DILocation(line: 0, scope: !77)
!97 = !DILocation(line: 17, column: 16, scope: !77)
!98 = !DILocation(line: 17, column: 11, scope: !77)
!99 = !DILocation(line: 17, column: 27, scope: !77)
!100 = !{!101, !101, i64 0}
!101 = !{!"any pointer", !57, i64 0}
!102 = !DILocalVariable(name: "__nptr", arg: 1, scope: !103, file: !104, line: 362, type: !107)
!103 = distinct !DISubprogram(name: "atoi", scope: !104, file: !104, line: 362, type: !105, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !109)
!104 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!105 = !DISubroutineType(types: !106)
!106 = !{!10, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!109 = !{!102}
!110 = !DILocation(line: 0, scope: !103, inlinedAt: !111)
!111 = distinct !DILocation(line: 17, column: 22, scope: !77)
!112 = !DILocation(line: 364, column: 16, scope: !103, inlinedAt: !111)
!113 = !DILocation(line: 364, column: 10, scope: !103, inlinedAt: !111)
!114 = !DILocation(line: 18, column: 3, scope: !77)
!115 = !DILocation(line: 18, column: 27, scope: !77)
!116 = !DILocation(line: 18, column: 20, scope: !77)
!117 = !DILocation(line: 0, scope: !86)
!118 = !DILocation(line: 19, column: 21, scope: !89)
!119 = !DILocation(line: 19, column: 3, scope: !86)
!120 = !DILocation(line: 22, column: 3, scope: !77)
!121 = !DILocation(line: 0, scope: !92)
!122 = !DILocation(line: 24, column: 3, scope: !92)
!123 = !DILocation(line: 0, scope: !88)
!124 = !DILocation(line: 20, column: 5, scope: !88)
!125 = !DILocation(line: 21, column: 20, scope: !126)
!126 = distinct !DILexicalBlock(scope: !88, file: !2, line: 20, column: 5)
!127 = !DILocation(line: 21, column: 17, scope: !126)
!128 = !DILocation(line: 21, column: 48, scope: !126)
!129 = !DILocation(line: 21, column: 57, scope: !126)
!130 = !DILocation(line: 21, column: 36, scope: !126)
!131 = !DILocation(line: 21, column: 62, scope: !126)
!132 = !DILocation(line: 21, column: 34, scope: !126)
!133 = !DILocation(line: 21, column: 7, scope: !126)
!134 = !DILocation(line: 21, column: 15, scope: !126)
!135 = !DILocation(line: 20, column: 29, scope: !126)
!136 = !DILocation(line: 20, column: 23, scope: !126)
!137 = distinct !{!137, !124, !138, !48}
!138 = !DILocation(line: 21, column: 64, scope: !88)
!139 = !DILocation(line: 19, column: 27, scope: !89)
!140 = distinct !{!140, !119, !141, !48}
!141 = !DILocation(line: 21, column: 64, scope: !86)
!142 = !DILocation(line: 0, scope: !94)
!143 = !DILocation(line: 25, column: 5, scope: !94)
!144 = !DILocation(line: 26, column: 12, scope: !145)
!145 = distinct !DILexicalBlock(scope: !94, file: !2, line: 25, column: 5)
!146 = !DILocation(line: 26, column: 34, scope: !145)
!147 = !DILocation(line: 26, column: 30, scope: !145)
!148 = !DILocation(line: 26, column: 39, scope: !145)
!149 = !DILocation(line: 26, column: 25, scope: !145)
!150 = !DILocation(line: 26, column: 22, scope: !145)
!151 = !DILocation(line: 26, column: 9, scope: !145)
!152 = !DILocation(line: 25, column: 29, scope: !145)
!153 = !DILocation(line: 25, column: 23, scope: !145)
!154 = distinct !{!154, !143, !155, !48}
!155 = !DILocation(line: 26, column: 42, scope: !94)
!156 = !DILocation(line: 24, column: 27, scope: !95)
!157 = !DILocation(line: 24, column: 21, scope: !95)
!158 = distinct !{!158, !122, !159, !48}
!159 = !DILocation(line: 26, column: 42, scope: !92)
!160 = !DILocation(line: 23, column: 10, scope: !77)
!161 = !DILocation(line: 27, column: 3, scope: !77)
!162 = !DILocation(line: 29, column: 1, scope: !77)
!163 = !DISubprogram(name: "malloc", scope: !104, file: !104, line: 553, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(types: !165)
!165 = !{!13, !166}
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !167, line: 18, baseType: !168)
!167 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!168 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!169 = !DISubprogram(name: "printf", scope: !170, file: !170, line: 356, type: !171, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!171 = !DISubroutineType(types: !172)
!172 = !{!10, !173, null}
!173 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !107)
!174 = !DISubprogram(name: "strtol", scope: !104, file: !104, line: 177, type: !175, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!175 = !DISubroutineType(types: !176)
!176 = !{!177, !173, !178, !10}
!177 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!178 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)

