; seidel-2d in a clang -O3 build at 150x150 (176 KiB): its data passes
; L1 and fits in the L2 (LLVM's 256 KiB here), which for a stencil
; that only reads the previous step (schedule/time-tiling-cache-gate.tir)
; leaves nothing for time tiles to gain. Here the sweep reads what the
; previous iteration of its innermost loop wrote (A[i][j - 1], once GVN's
; register copies are read from memory again): a recurrence, whose chains
; the skewed tiles run side by side, so the nest is time-tiled anyway
; (PolyBench's seidel-2d at 400x400 in float, 625 KiB: 2.7x over clang so,
; 1.0x left as it was). The regenerated program prints what the original
; prints.
; RUN: %opt -passes='tessera<only=kernel_seidel_2d>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 3 > %t.out && %t.ref 3 > %t.ref.out && diff %t.out %t.ref.out
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: kernel_seidel_2d.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| #define N 150
;    5| static double A[N][N];
;    6|
;    7| __attribute__((noinline))
;    8| void kernel_seidel_2d(int tsteps)
;    9| {
;   10|   for (int t = 0; t < tsteps; t++)
;   11|     for (int i = 1; i <= N - 2; i++)
;   12|       for (int j = 1; j <= N - 2; j++)
;   13|         A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
;   14|                  + A[i][j - 1] + A[i][j] + A[i][j + 1]
;   15|                  + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
;   16| }
;   17|
;   18| int main(int argc, char **argv)
;   19| {
;   20|   int tsteps = argc > 1 ? atoi(argv[1]) : 10;
;   21|   for (int i = 0; i < N; i++)
;   22|     for (int j = 0; j < N; j++)
;   23|       A[i][j] = ((double)i * (j + 2) + 2) / N;
;   24|   kernel_seidel_2d(tsteps);
;   25|   double s = 0;
;   26|   for (int i = 0; i < N; i++)
;   27|     for (int j = 0; j < N; j++)
;   28|       s += A[i][j] * (1 + (i + j) % 5);
;   29|   printf("%.17g\n", s);
;   30|   return 0;
;   31| }
; END-SOURCE
;
; REMARK: remark: kernel_seidel_2d.c:10:3: SCoP kernel_seidel_2d.scop0: time tiling: the 3 loops of a band skewed over the time loop tiled by {{[0-9x]+}}; in a tile, each statement's innermost loop in original order{{.*}}
; REMARK: remark: kernel_seidel_2d.c:10:3: regenerated SCoP kernel_seidel_2d.scop0

; ModuleID = 'kernel_seidel_2d.c'
source_filename = "kernel_seidel_2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [150 x [150 x double]] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !12

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @kernel_seidel_2d(i32 noundef %tsteps) local_unnamed_addr #0 !dbg !28 {
entry:
    #dbg_value(i32 %tsteps, !32, !DIExpression(), !41)
    #dbg_value(i32 0, !33, !DIExpression(), !42)
  %cmp96 = icmp sgt i32 %tsteps, 0, !dbg !43
  br i1 %cmp96, label %for.cond1.preheader, label %for.cond.cleanup, !dbg !44

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %t.097 = phi i32 [ %inc69, %for.cond.cleanup3 ], [ 0, %entry ]
    #dbg_value(i32 %t.097, !33, !DIExpression(), !42)
    #dbg_value(i32 1, !35, !DIExpression(), !45)
  %.pre.pre = load double, ptr @A, align 8, !dbg !46, !tbaa !48
  br label %for.cond5.preheader, !dbg !52

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !53

for.cond5.preheader:                              ; preds = %for.cond1.preheader, %for.cond.cleanup7
  %.pre = phi double [ %.pre.pre, %for.cond1.preheader ], [ %.pre107, %for.cond.cleanup7 ], !dbg !46
  %indvars.iv100 = phi i64 [ 1, %for.cond1.preheader ], [ %indvars.iv.next101, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv100, !35, !DIExpression(), !45)
  %0 = add nsw i64 %indvars.iv100, -1
  %indvars.iv.next101 = add nuw nsw i64 %indvars.iv100, 1, !dbg !54
    #dbg_value(i32 1, !38, !DIExpression(), !55)
  %arrayidx16.phi.trans.insert = getelementptr inbounds [150 x [150 x double]], ptr @A, i64 0, i64 %0, i64 1
  %.pre106 = load double, ptr %arrayidx16.phi.trans.insert, align 8, !dbg !56, !tbaa !48
  %arrayidx28.phi.trans.insert = getelementptr inbounds [150 x [150 x double]], ptr @A, i64 0, i64 %indvars.iv100, i64 0
  %.pre107 = load double, ptr %arrayidx28.phi.trans.insert, align 8, !dbg !57, !tbaa !48
  %arrayidx33.phi.trans.insert = getelementptr inbounds [150 x [150 x double]], ptr @A, i64 0, i64 %indvars.iv100, i64 1
  %.pre108 = load double, ptr %arrayidx33.phi.trans.insert, align 8, !dbg !58, !tbaa !48
  %arrayidx46.phi.trans.insert = getelementptr inbounds [150 x [150 x double]], ptr @A, i64 0, i64 %indvars.iv.next101, i64 0
  %.pre109 = load double, ptr %arrayidx46.phi.trans.insert, align 8, !dbg !59, !tbaa !48
  %arrayidx52.phi.trans.insert = getelementptr inbounds [150 x [150 x double]], ptr @A, i64 0, i64 %indvars.iv.next101, i64 1
  %.pre110 = load double, ptr %arrayidx52.phi.trans.insert, align 8, !dbg !60, !tbaa !48
  br label %for.body8, !dbg !61

for.cond.cleanup3:                                ; preds = %for.cond.cleanup7
  %inc69 = add nuw nsw i32 %t.097, 1, !dbg !62
    #dbg_value(i32 %inc69, !33, !DIExpression(), !42)
  %exitcond105.not = icmp eq i32 %inc69, %tsteps, !dbg !43
  br i1 %exitcond105.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !44, !llvm.loop !63

for.cond.cleanup7:                                ; preds = %for.body8
    #dbg_value(i64 %indvars.iv.next101, !35, !DIExpression(), !45)
  %exitcond104.not = icmp eq i64 %indvars.iv.next101, 149, !dbg !66
  br i1 %exitcond104.not, label %for.cond.cleanup3, label %for.cond5.preheader, !dbg !52, !llvm.loop !67

for.body8:                                        ; preds = %for.cond5.preheader, %for.body8
  %1 = phi double [ %.pre110, %for.cond5.preheader ], [ %9, %for.body8 ], !dbg !60
  %2 = phi double [ %.pre109, %for.cond5.preheader ], [ %1, %for.body8 ], !dbg !59
  %3 = phi double [ %.pre108, %for.cond5.preheader ], [ %8, %for.body8 ], !dbg !58
  %4 = phi double [ %.pre107, %for.cond5.preheader ], [ %div, %for.body8 ], !dbg !57
  %5 = phi double [ %.pre106, %for.cond5.preheader ], [ %7, %for.body8 ], !dbg !56
  %6 = phi double [ %.pre, %for.cond5.preheader ], [ %5, %for.body8 ], !dbg !46
  %indvars.iv = phi i64 [ 1, %for.cond5.preheader ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !38, !DIExpression(), !55)
  %add = fadd double %6, %5, !dbg !69
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !70
  %arrayidx22 = getelementptr inbounds [150 x [150 x double]], ptr @A, i64 0, i64 %0, i64 %indvars.iv.next, !dbg !71
  %7 = load double, ptr %arrayidx22, align 8, !dbg !71, !tbaa !48
  %add23 = fadd double %add, %7, !dbg !72
  %add29 = fadd double %add23, %4, !dbg !73
  %arrayidx33 = getelementptr inbounds [150 x [150 x double]], ptr @A, i64 0, i64 %indvars.iv100, i64 %indvars.iv, !dbg !58
  %add34 = fadd double %add29, %3, !dbg !74
  %arrayidx39 = getelementptr inbounds [150 x [150 x double]], ptr @A, i64 0, i64 %indvars.iv100, i64 %indvars.iv.next, !dbg !75
  %8 = load double, ptr %arrayidx39, align 8, !dbg !75, !tbaa !48
  %add40 = fadd double %add34, %8, !dbg !76
  %add47 = fadd double %add40, %2, !dbg !77
  %add53 = fadd double %add47, %1, !dbg !78
  %arrayidx59 = getelementptr inbounds [150 x [150 x double]], ptr @A, i64 0, i64 %indvars.iv.next101, i64 %indvars.iv.next, !dbg !79
  %9 = load double, ptr %arrayidx59, align 8, !dbg !79, !tbaa !48
  %add60 = fadd double %add53, %9, !dbg !80
  %div = fdiv double %add60, 9.000000e+00, !dbg !81
  store double %div, ptr %arrayidx33, align 8, !dbg !82, !tbaa !48
    #dbg_value(i64 %indvars.iv.next, !38, !DIExpression(), !55)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 149, !dbg !83
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !61, !llvm.loop !84
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 !dbg !86 {
entry:
    #dbg_value(i32 %argc, !90, !DIExpression(), !104)
    #dbg_value(ptr %argv, !91, !DIExpression(), !104)
  %cmp = icmp sgt i32 %argc, 1, !dbg !105
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !106

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !107
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !107, !tbaa !108
    #dbg_value(ptr %0, !110, !DIExpression(), !118)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #5, !dbg !120
  %conv.i = trunc i64 %call.i to i32, !dbg !121
  br label %cond.end, !dbg !106

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 10, %entry ], !dbg !106
    #dbg_value(i32 %cond, !92, !DIExpression(), !104)
    #dbg_value(i32 0, !93, !DIExpression(), !122)
  br label %for.cond2.preheader, !dbg !123

for.cond2.preheader:                              ; preds = %cond.end, %for.cond.cleanup4
  %indvars.iv60 = phi i64 [ 0, %cond.end ], [ %indvars.iv.next61, %for.cond.cleanup4 ]
    #dbg_value(i64 %indvars.iv60, !93, !DIExpression(), !122)
  %1 = trunc nuw nsw i64 %indvars.iv60 to i32
  %conv = uitofp nneg i32 %1 to double
    #dbg_value(i32 0, !95, !DIExpression(), !124)
  br label %for.body5, !dbg !125

for.cond.cleanup:                                 ; preds = %for.cond.cleanup4
  tail call void @kernel_seidel_2d(i32 noundef %cond), !dbg !126
    #dbg_value(double 0.000000e+00, !98, !DIExpression(), !104)
    #dbg_value(i32 0, !99, !DIExpression(), !127)
  br label %for.cond20.preheader, !dbg !128

for.cond.cleanup4:                                ; preds = %for.body5
  %indvars.iv.next61 = add nuw nsw i64 %indvars.iv60, 1, !dbg !129
    #dbg_value(i64 %indvars.iv.next61, !93, !DIExpression(), !122)
  %exitcond63.not = icmp eq i64 %indvars.iv.next61, 150, !dbg !130
  br i1 %exitcond63.not, label %for.cond.cleanup, label %for.cond2.preheader, !dbg !123, !llvm.loop !131

for.body5:                                        ; preds = %for.cond2.preheader, %for.body5
  %indvars.iv = phi i64 [ 0, %for.cond2.preheader ], [ %indvars.iv.next, %for.body5 ]
    #dbg_value(i64 %indvars.iv, !95, !DIExpression(), !124)
  %2 = trunc i64 %indvars.iv to i32, !dbg !133
  %3 = add i32 %2, 2, !dbg !133
  %conv6 = uitofp nneg i32 %3 to double, !dbg !133
  %4 = tail call double @llvm.fmuladd.f64(double %conv, double %conv6, double 2.000000e+00), !dbg !135
  %div = fdiv double %4, 1.500000e+02, !dbg !136
  %arrayidx9 = getelementptr inbounds [150 x [150 x double]], ptr @A, i64 0, i64 %indvars.iv60, i64 %indvars.iv, !dbg !137
  store double %div, ptr %arrayidx9, align 8, !dbg !138, !tbaa !48
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !139
    #dbg_value(i64 %indvars.iv.next, !95, !DIExpression(), !124)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 150, !dbg !140
  br i1 %exitcond.not, label %for.cond.cleanup4, label %for.body5, !dbg !125, !llvm.loop !141

for.cond20.preheader:                             ; preds = %for.cond.cleanup, %for.cond.cleanup23
  %indvars.iv69 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next70, %for.cond.cleanup23 ]
  %s.056 = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %8, %for.cond.cleanup23 ]
    #dbg_value(i64 %indvars.iv69, !99, !DIExpression(), !127)
    #dbg_value(double %s.056, !98, !DIExpression(), !104)
    #dbg_value(i32 0, !101, !DIExpression(), !143)
    #dbg_value(double %s.056, !98, !DIExpression(), !104)
  br label %for.body24, !dbg !144

for.cond.cleanup17:                               ; preds = %for.cond.cleanup23
  %call38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %8), !dbg !145
  ret i32 0, !dbg !146

for.cond.cleanup23:                               ; preds = %for.body24
  %indvars.iv.next70 = add nuw nsw i64 %indvars.iv69, 1, !dbg !147
    #dbg_value(i64 %indvars.iv.next70, !99, !DIExpression(), !127)
    #dbg_value(double %8, !98, !DIExpression(), !104)
  %exitcond72.not = icmp eq i64 %indvars.iv.next70, 150, !dbg !148
  br i1 %exitcond72.not, label %for.cond.cleanup17, label %for.cond20.preheader, !dbg !128, !llvm.loop !149

for.body24:                                       ; preds = %for.cond20.preheader, %for.body24
  %indvars.iv64 = phi i64 [ 0, %for.cond20.preheader ], [ %indvars.iv.next65, %for.body24 ]
  %s.154 = phi double [ %s.056, %for.cond20.preheader ], [ %8, %for.body24 ]
    #dbg_value(i64 %indvars.iv64, !101, !DIExpression(), !143)
    #dbg_value(double %s.154, !98, !DIExpression(), !104)
  %arrayidx28 = getelementptr inbounds [150 x [150 x double]], ptr @A, i64 0, i64 %indvars.iv69, i64 %indvars.iv64, !dbg !151
  %5 = load double, ptr %arrayidx28, align 8, !dbg !151, !tbaa !48
  %6 = add nuw nsw i64 %indvars.iv64, %indvars.iv69, !dbg !153
  %7 = trunc nuw nsw i64 %6 to i32, !dbg !154
  %rem = urem i32 %7, 5, !dbg !154
  %add30 = add nuw nsw i32 %rem, 1, !dbg !155
  %conv31 = uitofp nneg i32 %add30 to double, !dbg !156
  %8 = tail call double @llvm.fmuladd.f64(double %5, double %conv31, double %s.154), !dbg !157
    #dbg_value(double %8, !98, !DIExpression(), !104)
  %indvars.iv.next65 = add nuw nsw i64 %indvars.iv64, 1, !dbg !158
    #dbg_value(i64 %indvars.iv.next65, !101, !DIExpression(), !143)
  %exitcond68.not = icmp eq i64 %indvars.iv.next65, 150, !dbg !159
  br i1 %exitcond68.not, label %for.cond.cleanup23, label %for.body24, !dbg !144, !llvm.loop !160
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare !dbg !162 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !167 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 5, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "kernel_seidel_2d.c", directory: ".", checksumkind: CSK_MD5, checksum: "9a8a6836caf7b62409e85b316e2eb965")
!4 = !{!5, !6, !7, !10}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !{!12, !0}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 56, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 7)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1440000, elements: !18)
!18 = !{!19, !19}
!19 = !DISubrange(count: 150)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "kernel_seidel_2d", scope: !3, file: !3, line: 8, type: !29, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !6}
!31 = !{!32, !33, !35, !38}
!32 = !DILocalVariable(name: "tsteps", arg: 1, scope: !28, file: !3, line: 8, type: !6)
!33 = !DILocalVariable(name: "t", scope: !34, file: !3, line: 10, type: !6)
!34 = distinct !DILexicalBlock(scope: !28, file: !3, line: 10, column: 3)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 11, type: !6)
!36 = distinct !DILexicalBlock(scope: !37, file: !3, line: 11, column: 5)
!37 = distinct !DILexicalBlock(scope: !34, file: !3, line: 10, column: 3)
!38 = !DILocalVariable(name: "j", scope: !39, file: !3, line: 12, type: !6)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 12, column: 7)
!40 = distinct !DILexicalBlock(scope: !36, file: !3, line: 11, column: 5)
!41 = !DILocation(line: 0, scope: !28)
!42 = !DILocation(line: 0, scope: !34)
!43 = !DILocation(line: 10, column: 21, scope: !37)
!44 = !DILocation(line: 10, column: 3, scope: !34)
!45 = !DILocation(line: 0, scope: !36)
!46 = !DILocation(line: 13, column: 20, scope: !47)
!47 = distinct !DILexicalBlock(scope: !39, file: !3, line: 12, column: 7)
!48 = !{!49, !49, i64 0}
!49 = !{!"double", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 11, column: 5, scope: !36)
!53 = !DILocation(line: 16, column: 1, scope: !28)
!54 = !DILocation(line: 11, column: 34, scope: !40)
!55 = !DILocation(line: 0, scope: !39)
!56 = !DILocation(line: 13, column: 38, scope: !47)
!57 = !DILocation(line: 14, column: 20, scope: !47)
!58 = !DILocation(line: 14, column: 34, scope: !47)
!59 = !DILocation(line: 15, column: 20, scope: !47)
!60 = !DILocation(line: 15, column: 38, scope: !47)
!61 = !DILocation(line: 12, column: 7, scope: !39)
!62 = !DILocation(line: 10, column: 32, scope: !37)
!63 = distinct !{!63, !44, !64, !65}
!64 = !DILocation(line: 15, column: 71, scope: !34)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 11, column: 23, scope: !40)
!67 = distinct !{!67, !52, !68, !65}
!68 = !DILocation(line: 15, column: 71, scope: !36)
!69 = !DILocation(line: 13, column: 36, scope: !47)
!70 = !DILocation(line: 13, column: 63, scope: !47)
!71 = !DILocation(line: 13, column: 52, scope: !47)
!72 = !DILocation(line: 13, column: 50, scope: !47)
!73 = !DILocation(line: 14, column: 18, scope: !47)
!74 = !DILocation(line: 14, column: 32, scope: !47)
!75 = !DILocation(line: 14, column: 44, scope: !47)
!76 = !DILocation(line: 14, column: 42, scope: !47)
!77 = !DILocation(line: 15, column: 18, scope: !47)
!78 = !DILocation(line: 15, column: 36, scope: !47)
!79 = !DILocation(line: 15, column: 52, scope: !47)
!80 = !DILocation(line: 15, column: 50, scope: !47)
!81 = !DILocation(line: 15, column: 69, scope: !47)
!82 = !DILocation(line: 13, column: 17, scope: !47)
!83 = !DILocation(line: 12, column: 25, scope: !47)
!84 = distinct !{!84, !61, !85, !65}
!85 = !DILocation(line: 15, column: 71, scope: !39)
!86 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !87, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !89)
!87 = !DISubroutineType(types: !88)
!88 = !{!6, !6, !7}
!89 = !{!90, !91, !92, !93, !95, !98, !99, !101}
!90 = !DILocalVariable(name: "argc", arg: 1, scope: !86, file: !3, line: 18, type: !6)
!91 = !DILocalVariable(name: "argv", arg: 2, scope: !86, file: !3, line: 18, type: !7)
!92 = !DILocalVariable(name: "tsteps", scope: !86, file: !3, line: 20, type: !6)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 21, type: !6)
!94 = distinct !DILexicalBlock(scope: !86, file: !3, line: 21, column: 3)
!95 = !DILocalVariable(name: "j", scope: !96, file: !3, line: 22, type: !6)
!96 = distinct !DILexicalBlock(scope: !97, file: !3, line: 22, column: 5)
!97 = distinct !DILexicalBlock(scope: !94, file: !3, line: 21, column: 3)
!98 = !DILocalVariable(name: "s", scope: !86, file: !3, line: 25, type: !5)
!99 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 26, type: !6)
!100 = distinct !DILexicalBlock(scope: !86, file: !3, line: 26, column: 3)
!101 = !DILocalVariable(name: "j", scope: !102, file: !3, line: 27, type: !6)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 27, column: 5)
!103 = distinct !DILexicalBlock(scope: !100, file: !3, line: 26, column: 3)
!104 = !DILocation(line: 0, scope: !86)
!105 = !DILocation(line: 20, column: 21, scope: !86)
!106 = !DILocation(line: 20, column: 16, scope: !86)
!107 = !DILocation(line: 20, column: 32, scope: !86)
!108 = !{!109, !109, i64 0}
!109 = !{!"any pointer", !50, i64 0}
!110 = !DILocalVariable(name: "__nptr", arg: 1, scope: !111, file: !112, line: 362, type: !115)
!111 = distinct !DISubprogram(name: "atoi", scope: !112, file: !112, line: 362, type: !113, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !117)
!112 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!113 = !DISubroutineType(types: !114)
!114 = !{!6, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!117 = !{!110}
!118 = !DILocation(line: 0, scope: !111, inlinedAt: !119)
!119 = distinct !DILocation(line: 20, column: 27, scope: !86)
!120 = !DILocation(line: 364, column: 16, scope: !111, inlinedAt: !119)
!121 = !DILocation(line: 364, column: 10, scope: !111, inlinedAt: !119)
!122 = !DILocation(line: 0, scope: !94)
!123 = !DILocation(line: 21, column: 3, scope: !94)
!124 = !DILocation(line: 0, scope: !96)
!125 = !DILocation(line: 22, column: 5, scope: !96)
!126 = !DILocation(line: 24, column: 3, scope: !86)
!127 = !DILocation(line: 0, scope: !100)
!128 = !DILocation(line: 26, column: 3, scope: !100)
!129 = !DILocation(line: 21, column: 27, scope: !97)
!130 = !DILocation(line: 21, column: 21, scope: !97)
!131 = distinct !{!131, !123, !132, !65}
!132 = !DILocation(line: 23, column: 45, scope: !94)
!133 = !DILocation(line: 23, column: 30, scope: !134)
!134 = distinct !DILexicalBlock(scope: !96, file: !3, line: 22, column: 5)
!135 = !DILocation(line: 23, column: 38, scope: !134)
!136 = !DILocation(line: 23, column: 43, scope: !134)
!137 = !DILocation(line: 23, column: 7, scope: !134)
!138 = !DILocation(line: 23, column: 15, scope: !134)
!139 = !DILocation(line: 22, column: 29, scope: !134)
!140 = !DILocation(line: 22, column: 23, scope: !134)
!141 = distinct !{!141, !125, !142, !65}
!142 = !DILocation(line: 23, column: 45, scope: !96)
!143 = !DILocation(line: 0, scope: !102)
!144 = !DILocation(line: 27, column: 5, scope: !102)
!145 = !DILocation(line: 29, column: 3, scope: !86)
!146 = !DILocation(line: 31, column: 1, scope: !86)
!147 = !DILocation(line: 26, column: 27, scope: !103)
!148 = !DILocation(line: 26, column: 21, scope: !103)
!149 = distinct !{!149, !128, !150, !65}
!150 = !DILocation(line: 28, column: 38, scope: !100)
!151 = !DILocation(line: 28, column: 12, scope: !152)
!152 = distinct !DILexicalBlock(scope: !102, file: !3, line: 27, column: 5)
!153 = !DILocation(line: 28, column: 30, scope: !152)
!154 = !DILocation(line: 28, column: 35, scope: !152)
!155 = !DILocation(line: 28, column: 25, scope: !152)
!156 = !DILocation(line: 28, column: 22, scope: !152)
!157 = !DILocation(line: 28, column: 9, scope: !152)
!158 = !DILocation(line: 27, column: 29, scope: !152)
!159 = !DILocation(line: 27, column: 23, scope: !152)
!160 = distinct !{!160, !144, !161, !65}
!161 = !DILocation(line: 28, column: 38, scope: !102)
!162 = !DISubprogram(name: "printf", scope: !163, file: !163, line: 356, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!164 = !DISubroutineType(types: !165)
!165 = !{!6, !166, null}
!166 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !115)
!167 = !DISubprogram(name: "strtol", scope: !112, file: !112, line: 177, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !DISubroutineType(types: !169)
!169 = !{!170, !166, !171, !6}
!170 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!171 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)

