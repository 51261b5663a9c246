; Option parallel on a nest whose original schedule stays (nothing to tile):
; its outer loop carries no dependence, so the SCoP is regenerated with the
; original schedule for the parallel loop alone. The program prints what
; the original prints with 1, 2 and 3 threads (n = 300, 7; 0: no iteration,
; no fork).
; RUN: %opt -passes='tessera<only=scale;parallel>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: clang-19 -O2 -fopenmp %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.ref > %t.ref.out && %t.ref 7 > %t.ref7.out && %t.ref 0 > %t.ref0.out
; RUN: env OMP_NUM_THREADS=1 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=2 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=3 %t.exe 7 > %t.out && diff %t.out %t.ref7.out
; RUN: env OMP_NUM_THREADS=2 %t.exe 0 > %t.out && diff %t.out %t.ref0.out
; SOURCE: scale.c -fopenmp
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline)) void scale(int n, double A[restrict n][n], double B[restrict n][n]) {
;    5|   for (int i = 0; i < n; i++)
;    6|     for (int j = 0; j < n; j++)
;    7|       B[i][j] = 2.0 * A[i][j] + B[i][j];
;    8| }
;    9|
;   10| int main(int argc, char **argv) {
;   11|   int n = argc > 1 ? atoi(argv[1]) : 300;
;   12|   double (*A)[n] = malloc(sizeof(double) * n * n + 8);
;   13|   double (*B)[n] = malloc(sizeof(double) * n * n + 8);
;   14|   for (int i = 0; i < n; i++)
;   15|     for (int j = 0; j < n; j++) {
;   16|       A[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
;   17|       B[i][j] = (double)(i - j) / 7.0;
;   18|     }
;   19|   scale(n, A, B);
;   20|   double s = 0;
;   21|   for (int i = 0; i < n; i++)
;   22|     for (int j = 0; j < n; j++)
;   23|       s += B[i][j] * (i + 1) + j;
;   24|   printf("%.6f\n", s);
;   25|   free(A);
;   26|   free(B);
;   27|   return 0;
;   28| }
; END-SOURCE
;
; REMARK: remark: scale.c:5:3: SCoP scale.scop0 keeps its original schedule: no permutable band of two loops or more with reuse to tile
; REMARK: remark: scale.c:5:3: regenerated SCoP scale.scop0 (2 loops, 1 statements) from its schedule
; REMARK: remark: scale.c:5:3: SCoP scale.scop0 runs one loop on OpenMP threads (static schedule): loop c0, from line 5 (nothing privatized)
; CHECK-LABEL: define dso_local void @scale(
; CHECK: call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @tessera.omp.ident.2, i32 1, ptr @scale.tessera.par,
; CHECK-LABEL: define internal void @scale.tessera.par(
; CHECK: call void @__kmpc_for_static_init_8(

; ModuleID = 'scale.c'
source_filename = "scale.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%.6f\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scale(i32 noundef %n, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef %B) local_unnamed_addr #0 !dbg !24 {
entry:
    #dbg_value(i32 %n, !33, !DIExpression(), !41)
    #dbg_value(ptr %A, !34, !DIExpression(), !41)
    #dbg_value(ptr %B, !35, !DIExpression(), !41)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !36, !DIExpression(), !42)
  %cmp34 = icmp sgt i32 %n, 0, !dbg !43
  br i1 %cmp34, label %for.body4.lr.ph, label %for.cond.cleanup, !dbg !44

for.body4.lr.ph:                                  ; preds = %entry, %for.cond.cleanup3
  %indvars.iv37 = phi i64 [ %indvars.iv.next38, %for.cond.cleanup3 ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv37, !36, !DIExpression(), !42)
    #dbg_value(i32 0, !38, !DIExpression(), !45)
  %1 = mul nuw nsw i64 %indvars.iv37, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %1
  %arrayidx8 = getelementptr inbounds double, ptr %B, i64 %1
  br label %for.body4, !dbg !46

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !47

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next38 = add nuw nsw i64 %indvars.iv37, 1, !dbg !48
    #dbg_value(i64 %indvars.iv.next38, !36, !DIExpression(), !42)
  %exitcond41.not = icmp eq i64 %indvars.iv.next38, %0, !dbg !43
  br i1 %exitcond41.not, label %for.cond.cleanup, label %for.body4.lr.ph, !dbg !44, !llvm.loop !49

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !38, !DIExpression(), !45)
  %arrayidx6 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !53
  %2 = load double, ptr %arrayidx6, align 8, !dbg !53, !tbaa !55
  %arrayidx10 = getelementptr inbounds double, ptr %arrayidx8, i64 %indvars.iv, !dbg !59
  %3 = load double, ptr %arrayidx10, align 8, !dbg !59, !tbaa !55
  %4 = tail call double @llvm.fmuladd.f64(double %2, double 2.000000e+00, double %3), !dbg !60
  store double %4, ptr %arrayidx10, align 8, !dbg !61, !tbaa !55
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !62
    #dbg_value(i64 %indvars.iv.next, !38, !DIExpression(), !45)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !63
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !46, !llvm.loop !64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !66 {
entry:
    #dbg_value(i32 %argc, !70, !DIExpression(), !86)
    #dbg_value(ptr %argv, !71, !DIExpression(), !86)
  %cmp = icmp sgt i32 %argc, 1, !dbg !87
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !88

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !89
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !89, !tbaa !90
    #dbg_value(ptr %0, !92, !DIExpression(), !100)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #7, !dbg !102
  %conv.i = trunc i64 %call.i to i32, !dbg !103
  br label %cond.end, !dbg !88

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 300, %entry ], !dbg !88
    #dbg_value(i32 %cond, !72, !DIExpression(), !86)
  %1 = zext i32 %cond to i64, !dbg !104
  %conv = sext i32 %cond to i64, !dbg !105
  %mul = shl nsw i64 %conv, 3, !dbg !106
  %mul2 = mul i64 %mul, %conv, !dbg !107
  %add = add i64 %mul2, 8, !dbg !108
  %call3 = tail call noalias ptr @malloc(i64 noundef %add) #8, !dbg !109
    #dbg_value(ptr %call3, !73, !DIExpression(), !86)
  %call9 = tail call noalias ptr @malloc(i64 noundef %add) #8, !dbg !110
    #dbg_value(ptr %call9, !74, !DIExpression(), !86)
    #dbg_value(i32 0, !75, !DIExpression(), !111)
  %cmp1095 = icmp sgt i32 %cond, 0, !dbg !112
  br i1 %cmp1095, label %for.body16.lr.ph, label %for.cond.cleanup.thread, !dbg !113

for.cond.cleanup.thread:                          ; preds = %cond.end
  tail call void @scale(i32 noundef %cond, ptr noundef %call3, ptr noundef %call9), !dbg !114
    #dbg_value(double 0.000000e+00, !80, !DIExpression(), !86)
    #dbg_value(i32 0, !81, !DIExpression(), !115)
  br label %for.cond.cleanup37, !dbg !116

for.body16.lr.ph:                                 ; preds = %cond.end, %for.cond.cleanup15
  %indvars.iv108 = phi i64 [ %indvars.iv.next109, %for.cond.cleanup15 ], [ 0, %cond.end ]
    #dbg_value(i64 %indvars.iv108, !75, !DIExpression(), !111)
    #dbg_value(i32 0, !77, !DIExpression(), !117)
  %2 = mul nuw nsw i64 %indvars.iv108, 7
  %3 = mul nuw nsw i64 %indvars.iv108, %1
  %arrayidx21 = getelementptr inbounds double, ptr %call3, i64 %3
  %arrayidx27 = getelementptr inbounds double, ptr %call9, i64 %3
  br label %for.body16, !dbg !118

for.cond.cleanup:                                 ; preds = %for.cond.cleanup15
  tail call void @scale(i32 noundef %cond, ptr noundef nonnull %call3, ptr noundef nonnull %call9), !dbg !114
    #dbg_value(double 0.000000e+00, !80, !DIExpression(), !86)
    #dbg_value(i32 0, !81, !DIExpression(), !115)
  br i1 %cmp1095, label %for.body44.lr.ph, label %for.cond.cleanup37, !dbg !116

for.cond.cleanup15:                               ; preds = %for.body16
  %indvars.iv.next109 = add nuw nsw i64 %indvars.iv108, 1, !dbg !119
    #dbg_value(i64 %indvars.iv.next109, !75, !DIExpression(), !111)
  %exitcond113.not = icmp eq i64 %indvars.iv.next109, %1, !dbg !112
  br i1 %exitcond113.not, label %for.cond.cleanup, label %for.body16.lr.ph, !dbg !113, !llvm.loop !120

for.body16:                                       ; preds = %for.body16.lr.ph, %for.body16
  %indvars.iv = phi i64 [ 0, %for.body16.lr.ph ], [ %indvars.iv.next, %for.body16 ]
    #dbg_value(i64 %indvars.iv, !77, !DIExpression(), !117)
  %4 = mul nuw nsw i64 %indvars.iv, 3, !dbg !122
  %5 = add nuw nsw i64 %4, %2, !dbg !125
  %6 = trunc nuw i64 %5 to i32, !dbg !126
  %rem = urem i32 %6, 11, !dbg !126
  %conv20 = uitofp nneg i32 %rem to double, !dbg !127
  %div = fdiv double %conv20, 1.100000e+01, !dbg !128
  %arrayidx23 = getelementptr inbounds double, ptr %arrayidx21, i64 %indvars.iv, !dbg !129
  store double %div, ptr %arrayidx23, align 8, !dbg !130, !tbaa !55
  %7 = sub nsw i64 %indvars.iv108, %indvars.iv, !dbg !131
  %8 = trunc nsw i64 %7 to i32, !dbg !132
  %conv24 = sitofp i32 %8 to double, !dbg !132
  %div25 = fdiv double %conv24, 7.000000e+00, !dbg !133
  %arrayidx29 = getelementptr inbounds double, ptr %arrayidx27, i64 %indvars.iv, !dbg !134
  store double %div25, ptr %arrayidx29, align 8, !dbg !135, !tbaa !55
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !136
    #dbg_value(i64 %indvars.iv.next, !77, !DIExpression(), !117)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %1, !dbg !137
  br i1 %exitcond.not, label %for.cond.cleanup15, label %for.body16, !dbg !118, !llvm.loop !138

for.body44.lr.ph:                                 ; preds = %for.cond.cleanup, %for.cond.cleanup43
  %indvars.iv119 = phi i64 [ %10, %for.cond.cleanup43 ], [ 0, %for.cond.cleanup ]
  %s.0101 = phi double [ %add53, %for.cond.cleanup43 ], [ 0.000000e+00, %for.cond.cleanup ]
    #dbg_value(i64 %indvars.iv119, !81, !DIExpression(), !115)
    #dbg_value(i32 0, !83, !DIExpression(), !140)
    #dbg_value(double %s.0101, !80, !DIExpression(), !86)
  %9 = mul nuw nsw i64 %indvars.iv119, %1
  %arrayidx46 = getelementptr inbounds double, ptr %call9, i64 %9
  %10 = add nuw nsw i64 %indvars.iv119, 1
  %11 = trunc nuw nsw i64 %10 to i32
  %conv50 = uitofp nneg i32 %11 to double
  br label %for.body44, !dbg !141

for.cond.cleanup37:                               ; preds = %for.cond.cleanup43, %for.cond.cleanup.thread, %for.cond.cleanup
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup ], [ 0.000000e+00, %for.cond.cleanup.thread ], [ %add53, %for.cond.cleanup43 ], !dbg !142
  %call60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !143
  tail call void @free(ptr noundef %call3) #7, !dbg !144
  tail call void @free(ptr noundef %call9) #7, !dbg !145
  ret i32 0, !dbg !146

for.cond.cleanup43:                               ; preds = %for.body44
    #dbg_value(i64 %10, !81, !DIExpression(), !115)
    #dbg_value(double %add53, !80, !DIExpression(), !86)
  %exitcond124.not = icmp eq i64 %10, %1, !dbg !147
  br i1 %exitcond124.not, label %for.cond.cleanup37, label %for.body44.lr.ph, !dbg !116, !llvm.loop !148

for.body44:                                       ; preds = %for.body44.lr.ph, %for.body44
  %indvars.iv114 = phi i64 [ 0, %for.body44.lr.ph ], [ %indvars.iv.next115, %for.body44 ]
  %s.198 = phi double [ %s.0101, %for.body44.lr.ph ], [ %add53, %for.body44 ]
    #dbg_value(i64 %indvars.iv114, !83, !DIExpression(), !140)
    #dbg_value(double %s.198, !80, !DIExpression(), !86)
  %arrayidx48 = getelementptr inbounds double, ptr %arrayidx46, i64 %indvars.iv114, !dbg !150
  %12 = load double, ptr %arrayidx48, align 8, !dbg !150, !tbaa !55
  %13 = trunc nuw nsw i64 %indvars.iv114 to i32, !dbg !152
  %conv52 = uitofp nneg i32 %13 to double, !dbg !152
  %14 = tail call double @llvm.fmuladd.f64(double %12, double %conv50, double %conv52), !dbg !153
  %add53 = fadd double %s.198, %14, !dbg !154
    #dbg_value(double %add53, !80, !DIExpression(), !86)
  %indvars.iv.next115 = add nuw nsw i64 %indvars.iv114, 1, !dbg !155
    #dbg_value(i64 %indvars.iv.next115, !83, !DIExpression(), !140)
  %exitcond118.not = icmp eq i64 %indvars.iv.next115, %1, !dbg !156
  br i1 %exitcond118.not, label %for.cond.cleanup43, label %for.body44, !dbg !141, !llvm.loop !157
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !159 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !165 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !170 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !173 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "scale.c", directory: ".", checksumkind: CSK_MD5, checksum: "fc352ac6711189fed48ca92df76f4a7d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
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
!18 = !{i32 7, !"openmp", i32 51}
!19 = !{i32 8, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 2}
!22 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = distinct !DISubprogram(name: "scale", scope: !2, file: !2, line: 4, type: !25, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !32)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !10, !27, !27}
!27 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: -1)
!32 = !{!33, !34, !35, !36, !38}
!33 = !DILocalVariable(name: "n", arg: 1, scope: !24, file: !2, line: 4, type: !10)
!34 = !DILocalVariable(name: "A", arg: 2, scope: !24, file: !2, line: 4, type: !27)
!35 = !DILocalVariable(name: "B", arg: 3, scope: !24, file: !2, line: 4, type: !27)
!36 = !DILocalVariable(name: "i", scope: !37, file: !2, line: 5, type: !10)
!37 = distinct !DILexicalBlock(scope: !24, file: !2, line: 5, column: 3)
!38 = !DILocalVariable(name: "j", scope: !39, file: !2, line: 6, type: !10)
!39 = distinct !DILexicalBlock(scope: !40, file: !2, line: 6, column: 5)
!40 = distinct !DILexicalBlock(scope: !37, file: !2, line: 5, column: 3)
!41 = !DILocation(line: 0, scope: !24)
!42 = !DILocation(line: 0, scope: !37)
!43 = !DILocation(line: 5, column: 21, scope: !40)
!44 = !DILocation(line: 5, column: 3, scope: !37)
!45 = !DILocation(line: 0, scope: !39)
!46 = !DILocation(line: 6, column: 5, scope: !39)
!47 = !DILocation(line: 8, column: 1, scope: !24)
!48 = !DILocation(line: 5, column: 27, scope: !40)
!49 = distinct !{!49, !44, !50, !51, !52}
!50 = !DILocation(line: 7, column: 39, scope: !37)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !{!"llvm.loop.unroll.disable"}
!53 = !DILocation(line: 7, column: 23, scope: !54)
!54 = distinct !DILexicalBlock(scope: !39, file: !2, line: 6, column: 5)
!55 = !{!56, !56, i64 0}
!56 = !{!"double", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocation(line: 7, column: 33, scope: !54)
!60 = !DILocation(line: 7, column: 31, scope: !54)
!61 = !DILocation(line: 7, column: 15, scope: !54)
!62 = !DILocation(line: 6, column: 29, scope: !54)
!63 = !DILocation(line: 6, column: 23, scope: !54)
!64 = distinct !{!64, !46, !65, !51, !52}
!65 = !DILocation(line: 7, column: 39, scope: !39)
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !67, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!10, !10, !11}
!69 = !{!70, !71, !72, !73, !74, !75, !77, !80, !81, !83}
!70 = !DILocalVariable(name: "argc", arg: 1, scope: !66, file: !2, line: 10, type: !10)
!71 = !DILocalVariable(name: "argv", arg: 2, scope: !66, file: !2, line: 10, type: !11)
!72 = !DILocalVariable(name: "n", scope: !66, file: !2, line: 11, type: !10)
!73 = !DILocalVariable(name: "A", scope: !66, file: !2, line: 12, type: !28)
!74 = !DILocalVariable(name: "B", scope: !66, file: !2, line: 13, type: !28)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 14, type: !10)
!76 = distinct !DILexicalBlock(scope: !66, file: !2, line: 14, column: 3)
!77 = !DILocalVariable(name: "j", scope: !78, file: !2, line: 15, type: !10)
!78 = distinct !DILexicalBlock(scope: !79, file: !2, line: 15, column: 5)
!79 = distinct !DILexicalBlock(scope: !76, file: !2, line: 14, column: 3)
!80 = !DILocalVariable(name: "s", scope: !66, file: !2, line: 20, type: !9)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 21, type: !10)
!82 = distinct !DILexicalBlock(scope: !66, file: !2, line: 21, column: 3)
!83 = !DILocalVariable(name: "j", scope: !84, file: !2, line: 22, type: !10)
!84 = distinct !DILexicalBlock(scope: !85, file: !2, line: 22, column: 5)
!85 = distinct !DILexicalBlock(scope: !82, file: !2, line: 21, column: 3)
!86 = !DILocation(line: 0, scope: !66)
!87 = !DILocation(line: 11, column: 16, scope: !66)
!88 = !DILocation(line: 11, column: 11, scope: !66)
!89 = !DILocation(line: 11, column: 27, scope: !66)
!90 = !{!91, !91, i64 0}
!91 = !{!"any pointer", !57, i64 0}
!92 = !DILocalVariable(name: "__nptr", arg: 1, scope: !93, file: !94, line: 362, type: !97)
!93 = distinct !DISubprogram(name: "atoi", scope: !94, file: !94, line: 362, type: !95, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !99)
!94 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!95 = !DISubroutineType(types: !96)
!96 = !{!10, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!99 = !{!92}
!100 = !DILocation(line: 0, scope: !93, inlinedAt: !101)
!101 = distinct !DILocation(line: 11, column: 22, scope: !66)
!102 = !DILocation(line: 364, column: 16, scope: !93, inlinedAt: !101)
!103 = !DILocation(line: 364, column: 10, scope: !93, inlinedAt: !101)
!104 = !DILocation(line: 12, column: 3, scope: !66)
!105 = !DILocation(line: 12, column: 44, scope: !66)
!106 = !DILocation(line: 12, column: 42, scope: !66)
!107 = !DILocation(line: 12, column: 46, scope: !66)
!108 = !DILocation(line: 12, column: 50, scope: !66)
!109 = !DILocation(line: 12, column: 20, scope: !66)
!110 = !DILocation(line: 13, column: 20, scope: !66)
!111 = !DILocation(line: 0, scope: !76)
!112 = !DILocation(line: 14, column: 21, scope: !79)
!113 = !DILocation(line: 14, column: 3, scope: !76)
!114 = !DILocation(line: 19, column: 3, scope: !66)
!115 = !DILocation(line: 0, scope: !82)
!116 = !DILocation(line: 21, column: 3, scope: !82)
!117 = !DILocation(line: 0, scope: !78)
!118 = !DILocation(line: 15, column: 5, scope: !78)
!119 = !DILocation(line: 14, column: 27, scope: !79)
!120 = distinct !{!120, !113, !121, !51, !52}
!121 = !DILocation(line: 18, column: 5, scope: !76)
!122 = !DILocation(line: 16, column: 37, scope: !123)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 15, column: 33)
!124 = distinct !DILexicalBlock(scope: !78, file: !2, line: 15, column: 5)
!125 = !DILocation(line: 16, column: 33, scope: !123)
!126 = !DILocation(line: 16, column: 42, scope: !123)
!127 = !DILocation(line: 16, column: 17, scope: !123)
!128 = !DILocation(line: 16, column: 48, scope: !123)
!129 = !DILocation(line: 16, column: 7, scope: !123)
!130 = !DILocation(line: 16, column: 15, scope: !123)
!131 = !DILocation(line: 17, column: 28, scope: !123)
!132 = !DILocation(line: 17, column: 17, scope: !123)
!133 = !DILocation(line: 17, column: 33, scope: !123)
!134 = !DILocation(line: 17, column: 7, scope: !123)
!135 = !DILocation(line: 17, column: 15, scope: !123)
!136 = !DILocation(line: 15, column: 29, scope: !124)
!137 = !DILocation(line: 15, column: 23, scope: !124)
!138 = distinct !{!138, !118, !139, !51, !52}
!139 = !DILocation(line: 18, column: 5, scope: !78)
!140 = !DILocation(line: 0, scope: !84)
!141 = !DILocation(line: 22, column: 5, scope: !84)
!142 = !DILocation(line: 20, column: 10, scope: !66)
!143 = !DILocation(line: 24, column: 3, scope: !66)
!144 = !DILocation(line: 25, column: 3, scope: !66)
!145 = !DILocation(line: 26, column: 3, scope: !66)
!146 = !DILocation(line: 28, column: 1, scope: !66)
!147 = !DILocation(line: 21, column: 21, scope: !85)
!148 = distinct !{!148, !116, !149, !51, !52}
!149 = !DILocation(line: 23, column: 32, scope: !82)
!150 = !DILocation(line: 23, column: 12, scope: !151)
!151 = distinct !DILexicalBlock(scope: !84, file: !2, line: 22, column: 5)
!152 = !DILocation(line: 23, column: 32, scope: !151)
!153 = !DILocation(line: 23, column: 30, scope: !151)
!154 = !DILocation(line: 23, column: 9, scope: !151)
!155 = !DILocation(line: 22, column: 29, scope: !151)
!156 = !DILocation(line: 22, column: 23, scope: !151)
!157 = distinct !{!157, !141, !158, !51, !52}
!158 = !DILocation(line: 23, column: 32, scope: !84)
!159 = !DISubprogram(name: "malloc", scope: !94, file: !94, line: 553, type: !160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{!13, !162}
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !163, line: 18, baseType: !164)
!163 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!164 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!165 = !DISubprogram(name: "printf", scope: !166, file: !166, line: 356, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!167 = !DISubroutineType(types: !168)
!168 = !{!10, !169, null}
!169 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!170 = !DISubprogram(name: "free", scope: !94, file: !94, line: 568, type: !171, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DISubroutineType(types: !172)
!172 = !{null, !13}
!173 = !DISubprogram(name: "strtol", scope: !94, file: !94, line: 177, type: !174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DISubroutineType(types: !175)
!175 = !{!176, !169, !177, !10}
!176 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!177 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
