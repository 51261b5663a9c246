; jacobi-1d in a clang -O3 build: the one-dimensional stencil, time-tiled:
; isl's band (t, 2t+i, S1 shifted by one) tiled 32x2048; inside a tile, t,
; then each statement's own i loop (stride 1, no guard). The regenerated
; program prints what the original prints, with one tile and with several
; (n = 5000: tiles of 2048 along the skewed dimension).
; RUN: %opt -passes='tessera<only=kernel_jacobi_1d;print-ast>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll > %t.ast 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck --match-full-lines --check-prefix=AST %s < %t.ast
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 5000 > %t.out && %t.ref 5000 > %t.ref.out && diff %t.out %t.ref.out
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: kernel_jacobi_1d.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline))
;    5| void kernel_jacobi_1d(int tsteps, int n, double *A, double *B)
;    6| {
;    7|   for (int t = 0; t < tsteps; t++) {
;    8|     for (int i = 1; i < n - 1; i++)
;    9|       B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
;   10|     for (int i = 1; i < n - 1; i++)
;   11|       A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
;   12|   }
;   13| }
;   14|
;   15| int main(int argc, char **argv)
;   16| {
;   17|   int n = argc > 1 ? atoi(argv[1]) : 400, tsteps = 20;
;   18|   double *A = malloc(sizeof(double) * n), *B = malloc(sizeof(double) * n);
;   19|   for (int i = 0; i < n; i++) {
;   20|     A[i] = ((double)i + 2) / n;
;   21|     B[i] = ((double)i + 3) / n;
;   22|   }
;   23|   kernel_jacobi_1d(tsteps, n, A, B);
;   24|   double s = 0;
;   25|   for (int i = 0; i < n; i++)
;   26|     s += (A[i] + 2 * B[i]) * (1 + i % 5);
;   27|   printf("%.17g\n", s);
;   28|   return 0;
;   29| }
; END-SOURCE
;
; REMARK: remark: kernel_jacobi_1d.c:7:3: SCoP kernel_jacobi_1d.scop0: time tiling: the 2 loops of a band skewed over the time loop tiled by 32x2048; in a tile, each statement's innermost loop in original order
; REMARK: remark: kernel_jacobi_1d.c:7:3: regenerated SCoP kernel_jacobi_1d.scop0 (3 loops, 2 statements) from its schedule
; BLESS-BEGIN: AST
; AST: // kernel_jacobi_1d.scop0: regenerated loop nest
; AST-NEXT: for (int c0 = 0; c0 <= (tsteps - 1) / 32; c0 += 1)
; AST-NEXT:   for (int c1 = c0 / 32; c1 <= min((p + 2 * tsteps - 3) / 2048, (p + 64 * c0 + 61) / 2048); c1 += 1)
; AST-NEXT:     for (int c2 = max(32 * c0, -p + 1024 * c1 + p / 2 + 1); c2 <= min(tsteps - 1, 32 * c0 + 31); c2 += 1) {
; AST-NEXT:       for (int c3 = max(0, 2048 * c1 - 2 * c2); c3 <= min(p - 2, 2048 * c1 - 2 * c2 + 2047); c3 += 1)
; AST-NEXT:         S0(c2, c3);
; AST-NEXT:       for (int c3 = max(0, 2048 * c1 - 2 * c2 - 1); c3 <= min(p - 2, 2048 * c1 - 2 * c2 + 2046); c3 += 1)
; AST-NEXT:         S1(c2, c3);
; AST-NEXT:     }
; BLESS-END

; ModuleID = 'kernel_jacobi_1d.c'
source_filename = "kernel_jacobi_1d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @kernel_jacobi_1d(i32 noundef %tsteps, i32 noundef %n, ptr nocapture noundef %A, ptr nocapture noundef %B) local_unnamed_addr #0 !dbg !23 {
entry:
    #dbg_value(i32 %tsteps, !28, !DIExpression(), !40)
    #dbg_value(i32 %n, !29, !DIExpression(), !40)
    #dbg_value(ptr %A, !30, !DIExpression(), !40)
    #dbg_value(ptr %B, !31, !DIExpression(), !40)
    #dbg_value(i32 0, !32, !DIExpression(), !41)
  %cmp61 = icmp sgt i32 %tsteps, 0, !dbg !42
  br i1 %cmp61, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !43

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp257 = icmp sgt i32 %n, 2
  br i1 %cmp257, label %for.cond1.preheader.us.us.preheader, label %for.cond.cleanup

for.cond1.preheader.us.us.preheader:              ; preds = %for.cond1.preheader.lr.ph
  %sub = add i32 %n, -1
  %wide.trip.count = zext i32 %sub to i64
  br label %for.cond1.preheader.us.us, !dbg !43

for.cond1.preheader.us.us:                        ; preds = %for.cond1.preheader.us.us.preheader, %for.cond15.for.cond.cleanup18_crit_edge.us.us
  %t.062.us.us = phi i32 [ %inc37.us.us, %for.cond15.for.cond.cleanup18_crit_edge.us.us ], [ 0, %for.cond1.preheader.us.us.preheader ]
    #dbg_value(i32 %t.062.us.us, !32, !DIExpression(), !41)
    #dbg_value(i32 1, !34, !DIExpression(), !44)
  br label %for.body4.us.us, !dbg !45

for.body19.us.us:                                 ; preds = %for.body4.us.us, %for.body19.us.us
  %indvars.iv83 = phi i64 [ %indvars.iv.next84, %for.body19.us.us ], [ 1, %for.body4.us.us ]
    #dbg_value(i64 %indvars.iv83, !38, !DIExpression(), !46)
  %0 = getelementptr double, ptr %B, i64 %indvars.iv83, !dbg !47
  %arrayidx22.us.us = getelementptr i8, ptr %0, i64 -8, !dbg !47
  %1 = load double, ptr %arrayidx22.us.us, align 8, !dbg !47, !tbaa !49
  %2 = load double, ptr %0, align 8, !dbg !53, !tbaa !49
  %add25.us.us = fadd double %1, %2, !dbg !54
  %indvars.iv.next84 = add nuw nsw i64 %indvars.iv83, 1, !dbg !55
  %arrayidx28.us.us = getelementptr inbounds double, ptr %B, i64 %indvars.iv.next84, !dbg !56
  %3 = load double, ptr %arrayidx28.us.us, align 8, !dbg !56, !tbaa !49
  %add29.us.us = fadd double %add25.us.us, %3, !dbg !57
  %mul30.us.us = fmul double %add29.us.us, 3.333300e-01, !dbg !58
  %arrayidx32.us.us = getelementptr inbounds double, ptr %A, i64 %indvars.iv83, !dbg !59
  store double %mul30.us.us, ptr %arrayidx32.us.us, align 8, !dbg !60, !tbaa !49
    #dbg_value(i64 %indvars.iv.next84, !38, !DIExpression(), !46)
  %exitcond87.not = icmp eq i64 %indvars.iv.next84, %wide.trip.count, !dbg !61
  br i1 %exitcond87.not, label %for.cond15.for.cond.cleanup18_crit_edge.us.us, label %for.body19.us.us, !dbg !62, !llvm.loop !63

for.body4.us.us:                                  ; preds = %for.body4.us.us, %for.cond1.preheader.us.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body4.us.us ], [ 1, %for.cond1.preheader.us.us ]
    #dbg_value(i64 %indvars.iv, !34, !DIExpression(), !44)
  %4 = getelementptr double, ptr %A, i64 %indvars.iv, !dbg !66
  %arrayidx.us.us = getelementptr i8, ptr %4, i64 -8, !dbg !66
  %5 = load double, ptr %arrayidx.us.us, align 8, !dbg !66, !tbaa !49
  %6 = load double, ptr %4, align 8, !dbg !68, !tbaa !49
  %add.us.us = fadd double %5, %6, !dbg !69
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !70
  %arrayidx10.us.us = getelementptr inbounds double, ptr %A, i64 %indvars.iv.next, !dbg !71
  %7 = load double, ptr %arrayidx10.us.us, align 8, !dbg !71, !tbaa !49
  %add11.us.us = fadd double %add.us.us, %7, !dbg !72
  %mul.us.us = fmul double %add11.us.us, 3.333300e-01, !dbg !73
  %arrayidx13.us.us = getelementptr inbounds double, ptr %B, i64 %indvars.iv, !dbg !74
  store double %mul.us.us, ptr %arrayidx13.us.us, align 8, !dbg !75, !tbaa !49
    #dbg_value(i64 %indvars.iv.next, !34, !DIExpression(), !44)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !76
  br i1 %exitcond.not, label %for.body19.us.us, label %for.body4.us.us, !dbg !45, !llvm.loop !77

for.cond15.for.cond.cleanup18_crit_edge.us.us:    ; preds = %for.body19.us.us
  %inc37.us.us = add nuw nsw i32 %t.062.us.us, 1, !dbg !79
    #dbg_value(i32 %inc37.us.us, !32, !DIExpression(), !41)
  %exitcond88.not = icmp eq i32 %inc37.us.us, %tsteps, !dbg !42
  br i1 %exitcond88.not, label %for.cond.cleanup, label %for.cond1.preheader.us.us, !dbg !43, !llvm.loop !80

for.cond.cleanup:                                 ; preds = %for.cond15.for.cond.cleanup18_crit_edge.us.us, %for.cond1.preheader.lr.ph, %entry
  ret void, !dbg !82
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 !dbg !83 {
entry:
    #dbg_value(i32 %argc, !87, !DIExpression(), !98)
    #dbg_value(ptr %argv, !88, !DIExpression(), !98)
  %cmp = icmp sgt i32 %argc, 1, !dbg !99
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !100

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !101
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !101, !tbaa !102
    #dbg_value(ptr %0, !104, !DIExpression(), !112)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #6, !dbg !114
  %conv.i = trunc i64 %call.i to i32, !dbg !115
  br label %cond.end, !dbg !100

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 400, %entry ], !dbg !100
    #dbg_value(i32 %cond, !89, !DIExpression(), !98)
    #dbg_value(i32 20, !90, !DIExpression(), !98)
  %conv = sext i32 %cond to i64, !dbg !116
  %mul = shl nsw i64 %conv, 3, !dbg !117
  %call1 = tail call noalias ptr @malloc(i64 noundef %mul) #7, !dbg !118
    #dbg_value(ptr %call1, !91, !DIExpression(), !98)
  %call4 = tail call noalias ptr @malloc(i64 noundef %mul) #7, !dbg !119
    #dbg_value(ptr %call4, !92, !DIExpression(), !98)
    #dbg_value(i32 0, !93, !DIExpression(), !120)
  %cmp554 = icmp sgt i32 %cond, 0, !dbg !121
  br i1 %cmp554, label %for.body.lr.ph, label %for.cond.cleanup.thread, !dbg !123

for.cond.cleanup.thread:                          ; preds = %cond.end
  tail call void @kernel_jacobi_1d(i32 noundef 20, i32 noundef %cond, ptr noundef %call1, ptr noundef %call4), !dbg !124
    #dbg_value(double 0.000000e+00, !95, !DIExpression(), !98)
    #dbg_value(i32 0, !96, !DIExpression(), !125)
  br label %for.cond.cleanup20, !dbg !126

for.body.lr.ph:                                   ; preds = %cond.end
  %conv8 = uitofp nneg i32 %cond to double
  %wide.trip.count = zext nneg i32 %cond to i64, !dbg !121
  br label %for.body, !dbg !123

for.cond.cleanup:                                 ; preds = %for.body
  tail call void @kernel_jacobi_1d(i32 noundef 20, i32 noundef %cond, ptr noundef nonnull %call1, ptr noundef nonnull %call4), !dbg !124
    #dbg_value(double 0.000000e+00, !95, !DIExpression(), !98)
    #dbg_value(i32 0, !96, !DIExpression(), !125)
  br i1 %cmp554, label %for.body21.preheader, label %for.cond.cleanup20, !dbg !126

for.body21.preheader:                             ; preds = %for.cond.cleanup
  %wide.trip.count63 = zext nneg i32 %cond to i64, !dbg !127
  br label %for.body21, !dbg !126

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !93, !DIExpression(), !120)
  %1 = trunc i64 %indvars.iv to i32, !dbg !129
  %2 = add i32 %1, 2, !dbg !129
  %add = uitofp i32 %2 to double, !dbg !129
  %div = fdiv double %add, %conv8, !dbg !131
  %arrayidx9 = getelementptr inbounds double, ptr %call1, i64 %indvars.iv, !dbg !132
  store double %div, ptr %arrayidx9, align 8, !dbg !133, !tbaa !49
  %3 = trunc i64 %indvars.iv to i32, !dbg !134
  %4 = add i32 %3, 3, !dbg !134
  %add11 = uitofp i32 %4 to double, !dbg !134
  %div13 = fdiv double %add11, %conv8, !dbg !135
  %arrayidx15 = getelementptr inbounds double, ptr %call4, i64 %indvars.iv, !dbg !136
  store double %div13, ptr %arrayidx15, align 8, !dbg !137, !tbaa !49
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !138
    #dbg_value(i64 %indvars.iv.next, !93, !DIExpression(), !120)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !121
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !123, !llvm.loop !139

for.cond.cleanup20:                               ; preds = %for.body21, %for.cond.cleanup.thread, %for.cond.cleanup
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup ], [ 0.000000e+00, %for.cond.cleanup.thread ], [ %9, %for.body21 ], !dbg !98
  %call33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !141
  ret i32 0, !dbg !142

for.body21:                                       ; preds = %for.body21.preheader, %for.body21
  %indvars.iv60 = phi i64 [ 0, %for.body21.preheader ], [ %indvars.iv.next61, %for.body21 ]
  %s.057 = phi double [ 0.000000e+00, %for.body21.preheader ], [ %9, %for.body21 ]
    #dbg_value(i64 %indvars.iv60, !96, !DIExpression(), !125)
    #dbg_value(double %s.057, !95, !DIExpression(), !98)
  %arrayidx23 = getelementptr inbounds double, ptr %call1, i64 %indvars.iv60, !dbg !143
  %5 = load double, ptr %arrayidx23, align 8, !dbg !143, !tbaa !49
  %arrayidx25 = getelementptr inbounds double, ptr %call4, i64 %indvars.iv60, !dbg !144
  %6 = load double, ptr %arrayidx25, align 8, !dbg !144, !tbaa !49
  %7 = tail call double @llvm.fmuladd.f64(double %6, double 2.000000e+00, double %5), !dbg !145
  %8 = trunc nuw nsw i64 %indvars.iv60 to i32, !dbg !146
  %rem = urem i32 %8, 5, !dbg !146
  %add27 = add nuw nsw i32 %rem, 1, !dbg !147
  %conv28 = uitofp nneg i32 %add27 to double, !dbg !148
  %9 = tail call double @llvm.fmuladd.f64(double %7, double %conv28, double %s.057), !dbg !149
    #dbg_value(double %9, !95, !DIExpression(), !98)
  %indvars.iv.next61 = add nuw nsw i64 %indvars.iv60, 1, !dbg !150
    #dbg_value(i64 %indvars.iv.next61, !96, !DIExpression(), !125)
  %exitcond64.not = icmp eq i64 %indvars.iv.next61, %wide.trip.count63, !dbg !127
  br i1 %exitcond64.not, label %for.cond.cleanup20, label %for.body21, !dbg !126, !llvm.loop !151
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !153 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nounwind
declare !dbg !159 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !164 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "kernel_jacobi_1d.c", directory: ".", checksumkind: CSK_MD5, checksum: "58a9fab7d9d6580f1cebe8d6e52e94df")
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
!23 = distinct !DISubprogram(name: "kernel_jacobi_1d", scope: !2, file: !2, line: 5, type: !24, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !27)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !10, !10, !26, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!27 = !{!28, !29, !30, !31, !32, !34, !38}
!28 = !DILocalVariable(name: "tsteps", arg: 1, scope: !23, file: !2, line: 5, type: !10)
!29 = !DILocalVariable(name: "n", arg: 2, scope: !23, file: !2, line: 5, type: !10)
!30 = !DILocalVariable(name: "A", arg: 3, scope: !23, file: !2, line: 5, type: !26)
!31 = !DILocalVariable(name: "B", arg: 4, scope: !23, file: !2, line: 5, type: !26)
!32 = !DILocalVariable(name: "t", scope: !33, file: !2, line: 7, type: !10)
!33 = distinct !DILexicalBlock(scope: !23, file: !2, line: 7, column: 3)
!34 = !DILocalVariable(name: "i", scope: !35, file: !2, line: 8, type: !10)
!35 = distinct !DILexicalBlock(scope: !36, file: !2, line: 8, column: 5)
!36 = distinct !DILexicalBlock(scope: !37, file: !2, line: 7, column: 36)
!37 = distinct !DILexicalBlock(scope: !33, file: !2, line: 7, column: 3)
!38 = !DILocalVariable(name: "i", scope: !39, file: !2, line: 10, type: !10)
!39 = distinct !DILexicalBlock(scope: !36, file: !2, line: 10, column: 5)
!40 = !DILocation(line: 0, scope: !23)
!41 = !DILocation(line: 0, scope: !33)
!42 = !DILocation(line: 7, column: 21, scope: !37)
!43 = !DILocation(line: 7, column: 3, scope: !33)
!44 = !DILocation(line: 0, scope: !35)
!45 = !DILocation(line: 8, column: 5, scope: !35)
!46 = !DILocation(line: 0, scope: !39)
!47 = !DILocation(line: 11, column: 25, scope: !48)
!48 = distinct !DILexicalBlock(scope: !39, file: !2, line: 10, column: 5)
!49 = !{!50, !50, i64 0}
!50 = !{!"double", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 11, column: 36, scope: !48)
!54 = !DILocation(line: 11, column: 34, scope: !48)
!55 = !DILocation(line: 11, column: 47, scope: !48)
!56 = !DILocation(line: 11, column: 43, scope: !48)
!57 = !DILocation(line: 11, column: 41, scope: !48)
!58 = !DILocation(line: 11, column: 22, scope: !48)
!59 = !DILocation(line: 11, column: 7, scope: !48)
!60 = !DILocation(line: 11, column: 12, scope: !48)
!61 = !DILocation(line: 10, column: 23, scope: !48)
!62 = !DILocation(line: 10, column: 5, scope: !39)
!63 = distinct !{!63, !62, !64, !65}
!64 = !DILocation(line: 11, column: 51, scope: !39)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 9, column: 25, scope: !67)
!67 = distinct !DILexicalBlock(scope: !35, file: !2, line: 8, column: 5)
!68 = !DILocation(line: 9, column: 36, scope: !67)
!69 = !DILocation(line: 9, column: 34, scope: !67)
!70 = !DILocation(line: 9, column: 47, scope: !67)
!71 = !DILocation(line: 9, column: 43, scope: !67)
!72 = !DILocation(line: 9, column: 41, scope: !67)
!73 = !DILocation(line: 9, column: 22, scope: !67)
!74 = !DILocation(line: 9, column: 7, scope: !67)
!75 = !DILocation(line: 9, column: 12, scope: !67)
!76 = !DILocation(line: 8, column: 23, scope: !67)
!77 = distinct !{!77, !45, !78, !65}
!78 = !DILocation(line: 9, column: 51, scope: !35)
!79 = !DILocation(line: 7, column: 32, scope: !37)
!80 = distinct !{!80, !43, !81, !65}
!81 = !DILocation(line: 12, column: 3, scope: !33)
!82 = !DILocation(line: 13, column: 1, scope: !23)
!83 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !84, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!10, !10, !11}
!86 = !{!87, !88, !89, !90, !91, !92, !93, !95, !96}
!87 = !DILocalVariable(name: "argc", arg: 1, scope: !83, file: !2, line: 15, type: !10)
!88 = !DILocalVariable(name: "argv", arg: 2, scope: !83, file: !2, line: 15, type: !11)
!89 = !DILocalVariable(name: "n", scope: !83, file: !2, line: 17, type: !10)
!90 = !DILocalVariable(name: "tsteps", scope: !83, file: !2, line: 17, type: !10)
!91 = !DILocalVariable(name: "A", scope: !83, file: !2, line: 18, type: !26)
!92 = !DILocalVariable(name: "B", scope: !83, file: !2, line: 18, type: !26)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 19, type: !10)
!94 = distinct !DILexicalBlock(scope: !83, file: !2, line: 19, column: 3)
!95 = !DILocalVariable(name: "s", scope: !83, file: !2, line: 24, type: !9)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 25, type: !10)
!97 = distinct !DILexicalBlock(scope: !83, file: !2, line: 25, column: 3)
!98 = !DILocation(line: 0, scope: !83)
!99 = !DILocation(line: 17, column: 16, scope: !83)
!100 = !DILocation(line: 17, column: 11, scope: !83)
!101 = !DILocation(line: 17, column: 27, scope: !83)
!102 = !{!103, !103, i64 0}
!103 = !{!"any pointer", !51, i64 0}
!104 = !DILocalVariable(name: "__nptr", arg: 1, scope: !105, file: !106, line: 362, type: !109)
!105 = distinct !DISubprogram(name: "atoi", scope: !106, file: !106, line: 362, type: !107, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !111)
!106 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!107 = !DISubroutineType(types: !108)
!108 = !{!10, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!111 = !{!104}
!112 = !DILocation(line: 0, scope: !105, inlinedAt: !113)
!113 = distinct !DILocation(line: 17, column: 22, scope: !83)
!114 = !DILocation(line: 364, column: 16, scope: !105, inlinedAt: !113)
!115 = !DILocation(line: 364, column: 10, scope: !105, inlinedAt: !113)
!116 = !DILocation(line: 18, column: 39, scope: !83)
!117 = !DILocation(line: 18, column: 37, scope: !83)
!118 = !DILocation(line: 18, column: 15, scope: !83)
!119 = !DILocation(line: 18, column: 48, scope: !83)
!120 = !DILocation(line: 0, scope: !94)
!121 = !DILocation(line: 19, column: 21, scope: !122)
!122 = distinct !DILexicalBlock(scope: !94, file: !2, line: 19, column: 3)
!123 = !DILocation(line: 19, column: 3, scope: !94)
!124 = !DILocation(line: 23, column: 3, scope: !83)
!125 = !DILocation(line: 0, scope: !97)
!126 = !DILocation(line: 25, column: 3, scope: !97)
!127 = !DILocation(line: 25, column: 21, scope: !128)
!128 = distinct !DILexicalBlock(scope: !97, file: !2, line: 25, column: 3)
!129 = !DILocation(line: 20, column: 23, scope: !130)
!130 = distinct !DILexicalBlock(scope: !122, file: !2, line: 19, column: 31)
!131 = !DILocation(line: 20, column: 28, scope: !130)
!132 = !DILocation(line: 20, column: 5, scope: !130)
!133 = !DILocation(line: 20, column: 10, scope: !130)
!134 = !DILocation(line: 21, column: 23, scope: !130)
!135 = !DILocation(line: 21, column: 28, scope: !130)
!136 = !DILocation(line: 21, column: 5, scope: !130)
!137 = !DILocation(line: 21, column: 10, scope: !130)
!138 = !DILocation(line: 19, column: 27, scope: !122)
!139 = distinct !{!139, !123, !140, !65}
!140 = !DILocation(line: 22, column: 3, scope: !94)
!141 = !DILocation(line: 27, column: 3, scope: !83)
!142 = !DILocation(line: 28, column: 3, scope: !83)
!143 = !DILocation(line: 26, column: 11, scope: !128)
!144 = !DILocation(line: 26, column: 22, scope: !128)
!145 = !DILocation(line: 26, column: 16, scope: !128)
!146 = !DILocation(line: 26, column: 37, scope: !128)
!147 = !DILocation(line: 26, column: 33, scope: !128)
!148 = !DILocation(line: 26, column: 30, scope: !128)
!149 = !DILocation(line: 26, column: 7, scope: !128)
!150 = !DILocation(line: 25, column: 27, scope: !128)
!151 = distinct !{!151, !126, !152, !65}
!152 = !DILocation(line: 26, column: 40, scope: !97)
!153 = !DISubprogram(name: "malloc", scope: !106, file: !106, line: 553, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DISubroutineType(types: !155)
!155 = !{!13, !156}
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !157, line: 18, baseType: !158)
!157 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!158 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!159 = !DISubprogram(name: "printf", scope: !160, file: !160, line: 356, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!161 = !DISubroutineType(types: !162)
!162 = !{!10, !163, null}
!163 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!164 = !DISubprogram(name: "strtol", scope: !106, file: !106, line: 177, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{!167, !163, !168, !10}
!167 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!168 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)

