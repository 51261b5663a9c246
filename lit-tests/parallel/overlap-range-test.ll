; Option parallel where the arrays may overlap: axpy2d(n, x, y) is
; regenerated for its parallel outer loop. The exact alias test admits
; overlaps under which the schedule's sequential order gives the original
; result, which threads running iterations at once do not keep: with
; parallel loops the version condition is the address-range test alone.
; Called with x and y apart the parallel code runs; with x == y (a
; transposed update onto itself) the original code does, and the program
; prints what the original prints on 1, 2 and 3 threads.
; RUN: %opt -passes='tessera<only=axpy2d;parallel;count-runs>' %s -S -o %t.ll
; RUN: clang-19 -O2 -fopenmp %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref && %t.ref > %t.ref.out 2> /dev/null
; RUN: env OMP_NUM_THREADS=1 %t.exe > %t.out 2> %t.err && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=2 %t.exe > %t.out 2> %t.err && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=3 %t.exe > %t.out 2> %t.err && diff %t.out %t.ref.out
; RUN: FileCheck --check-prefix=RUNS %s < %t.err
; SOURCE: overlap.c -fopenmp
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| long tessera_optimized_runs __attribute__((weak));
;    5|
;    6| __attribute__((noinline)) void axpy2d(int n, double *x, double *y) {
;    7|   for (int i = 0; i < n; i++)
;    8|     for (int j = 0; j < n; j++)
;    9|       y[i * n + j] += 2.0 * x[j * n + i];
;   10| }
;   11|
;   12| int main(int argc, char **argv) {
;   13|   int n = argc > 1 ? atoi(argv[1]) : 300;
;   14|   double *x = malloc(sizeof(double) * n * n);
;   15|   double *y = malloc(sizeof(double) * n * n);
;   16|   for (int k = 0; k < n * n; k++) {
;   17|     x[k] = (k % 7) * 0.5;
;   18|     y[k] = (k % 5) * 0.25;
;   19|   }
;   20|   axpy2d(n, x, y);
;   21|   long apart = tessera_optimized_runs;
;   22|   axpy2d(n, x, x);
;   23|   long same = tessera_optimized_runs - apart;
;   24|   double s = 0;
;   25|   for (int k = 0; k < n * n; k++)
;   26|     s += x[k] * (k % 3 + 1) + y[k];
;   27|   printf("%.6f\n", s);
;   28|   fprintf(stderr, "optimized runs: apart %ld, overlapping %ld\n", apart, same);
;   29|   return 0;
;   30| }
; END-SOURCE
;
; RUNS: optimized runs: apart 1, overlapping 0

; ModuleID = 'overlap.c'
source_filename = "overlap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tessera_optimized_runs = weak dso_local local_unnamed_addr global i64 0, align 8, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"%.6f\0A\00", align 1, !dbg !11
@stderr = external local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [44 x i8] c"optimized runs: apart %ld, overlapping %ld\0A\00", align 1, !dbg !16

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @axpy2d(i32 noundef %n, ptr nocapture noundef readonly %x, ptr nocapture noundef %y) local_unnamed_addr #0 !dbg !31 {
entry:
    #dbg_value(i32 %n, !37, !DIExpression(), !45)
    #dbg_value(ptr %x, !38, !DIExpression(), !45)
    #dbg_value(ptr %y, !39, !DIExpression(), !45)
    #dbg_value(i32 0, !40, !DIExpression(), !46)
  %cmp24 = icmp sgt i32 %n, 0, !dbg !47
  br i1 %cmp24, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !48

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %0 = zext nneg i32 %n to i64, !dbg !48
  br label %for.body4.lr.ph, !dbg !48

for.body4.lr.ph:                                  ; preds = %for.cond.cleanup3, %for.cond1.preheader.lr.ph
  %indvars.iv30 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %indvars.iv.next31, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv30, !40, !DIExpression(), !46)
    #dbg_value(i32 0, !42, !DIExpression(), !49)
  %1 = mul nuw nsw i64 %indvars.iv30, %0
  %invariant.gep = getelementptr inbounds double, ptr %x, i64 %indvars.iv30, !dbg !50
  %invariant.gep36 = getelementptr inbounds double, ptr %y, i64 %1, !dbg !50
  br label %for.body4, !dbg !50

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !51

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next31 = add nuw nsw i64 %indvars.iv30, 1, !dbg !52
    #dbg_value(i64 %indvars.iv.next31, !40, !DIExpression(), !46)
  %exitcond35.not = icmp eq i64 %indvars.iv.next31, %0, !dbg !47
  br i1 %exitcond35.not, label %for.cond.cleanup, label %for.body4.lr.ph, !dbg !48, !llvm.loop !53

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !42, !DIExpression(), !49)
  %2 = mul nuw nsw i64 %indvars.iv, %0, !dbg !57
  %gep = getelementptr inbounds double, ptr %invariant.gep, i64 %2, !dbg !59
  %3 = load double, ptr %gep, align 8, !dbg !59, !tbaa !60
  %gep37 = getelementptr inbounds double, ptr %invariant.gep36, i64 %indvars.iv, !dbg !64
  %4 = load double, ptr %gep37, align 8, !dbg !65, !tbaa !60
  %5 = tail call double @llvm.fmuladd.f64(double %3, double 2.000000e+00, double %4), !dbg !65
  store double %5, ptr %gep37, align 8, !dbg !65, !tbaa !60
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !66
    #dbg_value(i64 %indvars.iv.next, !42, !DIExpression(), !49)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !67
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !50, !llvm.loop !68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !70 {
entry:
    #dbg_value(i32 %argc, !74, !DIExpression(), !86)
    #dbg_value(ptr %argv, !75, !DIExpression(), !86)
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
    #dbg_value(i32 %cond, !76, !DIExpression(), !86)
  %conv = sext i32 %cond to i64, !dbg !104
  %mul = shl nsw i64 %conv, 3, !dbg !105
  %mul2 = mul i64 %mul, %conv, !dbg !106
  %call3 = tail call noalias ptr @malloc(i64 noundef %mul2) #8, !dbg !107
    #dbg_value(ptr %call3, !77, !DIExpression(), !86)
  %call8 = tail call noalias ptr @malloc(i64 noundef %mul2) #8, !dbg !108
    #dbg_value(ptr %call8, !78, !DIExpression(), !86)
    #dbg_value(i32 0, !79, !DIExpression(), !109)
  %mul9 = mul i32 %cond, %cond
    #dbg_value(i32 0, !79, !DIExpression(), !109)
  %cmp1066.not = icmp eq i32 %cond, 0, !dbg !110
  br i1 %cmp1066.not, label %for.cond.cleanup, label %for.body.preheader, !dbg !112

for.body.preheader:                               ; preds = %cond.end
  %umax = tail call i32 @llvm.umax.i32(i32 %mul9, i32 1), !dbg !112
  %wide.trip.count = zext i32 %umax to i64, !dbg !110
  br label %for.body, !dbg !112

for.cond.cleanup:                                 ; preds = %for.body, %cond.end
  tail call void @axpy2d(i32 noundef %cond, ptr noundef %call3, ptr noundef %call8), !dbg !113
  %1 = load i64, ptr @tessera_optimized_runs, align 8, !dbg !114, !tbaa !115
    #dbg_value(i64 %1, !81, !DIExpression(), !86)
  tail call void @axpy2d(i32 noundef %cond, ptr noundef %call3, ptr noundef %call3), !dbg !117
    #dbg_value(!DIArgList(i64 %1, i64 %1), !82, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !86)
    #dbg_value(double 0.000000e+00, !83, !DIExpression(), !86)
    #dbg_value(i32 0, !84, !DIExpression(), !118)
  br i1 %cmp1066.not, label %for.cond.cleanup25, label %for.body26.preheader, !dbg !119

for.body26.preheader:                             ; preds = %for.cond.cleanup
  %umax76 = tail call i32 @llvm.umax.i32(i32 %mul9, i32 1), !dbg !119
  %wide.trip.count77 = zext i32 %umax76 to i64, !dbg !120
  br label %for.body26, !dbg !119

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !79, !DIExpression(), !109)
  %2 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !122
  %rem = urem i32 %2, 7, !dbg !122
  %conv12 = uitofp nneg i32 %rem to double, !dbg !124
  %mul13 = fmul double %conv12, 5.000000e-01, !dbg !125
  %arrayidx14 = getelementptr inbounds double, ptr %call3, i64 %indvars.iv, !dbg !126
  store double %mul13, ptr %arrayidx14, align 8, !dbg !127, !tbaa !60
  %rem15 = urem i32 %2, 5, !dbg !128
  %conv16 = uitofp nneg i32 %rem15 to double, !dbg !129
  %mul17 = fmul double %conv16, 2.500000e-01, !dbg !130
  %arrayidx19 = getelementptr inbounds double, ptr %call8, i64 %indvars.iv, !dbg !131
  store double %mul17, ptr %arrayidx19, align 8, !dbg !132, !tbaa !60
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !133
    #dbg_value(i64 %indvars.iv.next, !79, !DIExpression(), !109)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !110
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !112, !llvm.loop !134

for.cond.cleanup25:                               ; preds = %for.body26, %for.cond.cleanup
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %add34, %for.body26 ], !dbg !86
    #dbg_value(i64 0, !82, !DIExpression(), !86)
  %call38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !136
  %3 = load ptr, ptr @stderr, align 8, !dbg !137, !tbaa !90
  %call39 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %3, ptr noundef nonnull @.str.1, i64 noundef %1, i64 noundef 0) #9, !dbg !138
  ret i32 0, !dbg !139

for.body26:                                       ; preds = %for.body26.preheader, %for.body26
  %indvars.iv73 = phi i64 [ 0, %for.body26.preheader ], [ %indvars.iv.next74, %for.body26 ]
  %s.069 = phi double [ 0.000000e+00, %for.body26.preheader ], [ %add34, %for.body26 ]
    #dbg_value(i64 %indvars.iv73, !84, !DIExpression(), !118)
    #dbg_value(double %s.069, !83, !DIExpression(), !86)
  %arrayidx28 = getelementptr inbounds double, ptr %call3, i64 %indvars.iv73, !dbg !140
  %4 = load double, ptr %arrayidx28, align 8, !dbg !140, !tbaa !60
  %5 = trunc nuw nsw i64 %indvars.iv73 to i32, !dbg !141
  %rem29 = urem i32 %5, 3, !dbg !141
  %add = add nuw nsw i32 %rem29, 1, !dbg !142
  %conv30 = uitofp nneg i32 %add to double, !dbg !143
  %arrayidx33 = getelementptr inbounds double, ptr %call8, i64 %indvars.iv73, !dbg !144
  %6 = load double, ptr %arrayidx33, align 8, !dbg !144, !tbaa !60
  %7 = tail call double @llvm.fmuladd.f64(double %4, double %conv30, double %6), !dbg !145
  %add34 = fadd double %s.069, %7, !dbg !146
    #dbg_value(double %add34, !83, !DIExpression(), !86)
  %indvars.iv.next74 = add nuw nsw i64 %indvars.iv73, 1, !dbg !147
    #dbg_value(i64 %indvars.iv.next74, !84, !DIExpression(), !118)
  %exitcond78.not = icmp eq i64 %indvars.iv.next74, %wide.trip.count77, !dbg !120
  br i1 %exitcond78.not, label %for.cond.cleanup25, label %for.body26, !dbg !119, !llvm.loop !148
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !150 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !156 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !161 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !220 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { cold nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tessera_optimized_runs", scope: !2, file: !3, line: 4, type: !21, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "overlap.c", directory: ".", checksumkind: CSK_MD5, checksum: "d00b4ed27ac9bad08916874d3fbed6a4")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0, !11, !16}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 352, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 44)
!21 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 7, !"openmp", i32 51}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "axpy2d", scope: !3, file: !3, line: 6, type: !32, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !36)
!32 = !DISubroutineType(types: !33)
!33 = !{null, !5, !34, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!36 = !{!37, !38, !39, !40, !42}
!37 = !DILocalVariable(name: "n", arg: 1, scope: !31, file: !3, line: 6, type: !5)
!38 = !DILocalVariable(name: "x", arg: 2, scope: !31, file: !3, line: 6, type: !34)
!39 = !DILocalVariable(name: "y", arg: 3, scope: !31, file: !3, line: 6, type: !34)
!40 = !DILocalVariable(name: "i", scope: !41, file: !3, line: 7, type: !5)
!41 = distinct !DILexicalBlock(scope: !31, file: !3, line: 7, column: 3)
!42 = !DILocalVariable(name: "j", scope: !43, file: !3, line: 8, type: !5)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 8, column: 5)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 7, column: 3)
!45 = !DILocation(line: 0, scope: !31)
!46 = !DILocation(line: 0, scope: !41)
!47 = !DILocation(line: 7, column: 21, scope: !44)
!48 = !DILocation(line: 7, column: 3, scope: !41)
!49 = !DILocation(line: 0, scope: !43)
!50 = !DILocation(line: 8, column: 5, scope: !43)
!51 = !DILocation(line: 10, column: 1, scope: !31)
!52 = !DILocation(line: 7, column: 27, scope: !44)
!53 = distinct !{!53, !48, !54, !55, !56}
!54 = !DILocation(line: 9, column: 40, scope: !41)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !{!"llvm.loop.unroll.disable"}
!57 = !DILocation(line: 9, column: 33, scope: !58)
!58 = distinct !DILexicalBlock(scope: !43, file: !3, line: 8, column: 5)
!59 = !DILocation(line: 9, column: 29, scope: !58)
!60 = !{!61, !61, i64 0}
!61 = !{!"double", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 9, column: 7, scope: !58)
!65 = !DILocation(line: 9, column: 20, scope: !58)
!66 = !DILocation(line: 8, column: 29, scope: !58)
!67 = !DILocation(line: 8, column: 23, scope: !58)
!68 = distinct !{!68, !50, !69, !55, !56}
!69 = !DILocation(line: 9, column: 40, scope: !43)
!70 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 12, type: !71, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!5, !5, !6}
!73 = !{!74, !75, !76, !77, !78, !79, !81, !82, !83, !84}
!74 = !DILocalVariable(name: "argc", arg: 1, scope: !70, file: !3, line: 12, type: !5)
!75 = !DILocalVariable(name: "argv", arg: 2, scope: !70, file: !3, line: 12, type: !6)
!76 = !DILocalVariable(name: "n", scope: !70, file: !3, line: 13, type: !5)
!77 = !DILocalVariable(name: "x", scope: !70, file: !3, line: 14, type: !34)
!78 = !DILocalVariable(name: "y", scope: !70, file: !3, line: 15, type: !34)
!79 = !DILocalVariable(name: "k", scope: !80, file: !3, line: 16, type: !5)
!80 = distinct !DILexicalBlock(scope: !70, file: !3, line: 16, column: 3)
!81 = !DILocalVariable(name: "apart", scope: !70, file: !3, line: 21, type: !21)
!82 = !DILocalVariable(name: "same", scope: !70, file: !3, line: 23, type: !21)
!83 = !DILocalVariable(name: "s", scope: !70, file: !3, line: 24, type: !35)
!84 = !DILocalVariable(name: "k", scope: !85, file: !3, line: 25, type: !5)
!85 = distinct !DILexicalBlock(scope: !70, file: !3, line: 25, column: 3)
!86 = !DILocation(line: 0, scope: !70)
!87 = !DILocation(line: 13, column: 16, scope: !70)
!88 = !DILocation(line: 13, column: 11, scope: !70)
!89 = !DILocation(line: 13, column: 27, scope: !70)
!90 = !{!91, !91, i64 0}
!91 = !{!"any pointer", !62, i64 0}
!92 = !DILocalVariable(name: "__nptr", arg: 1, scope: !93, file: !94, line: 362, type: !97)
!93 = distinct !DISubprogram(name: "atoi", scope: !94, file: !94, line: 362, type: !95, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !99)
!94 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!95 = !DISubroutineType(types: !96)
!96 = !{!5, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!99 = !{!92}
!100 = !DILocation(line: 0, scope: !93, inlinedAt: !101)
!101 = distinct !DILocation(line: 13, column: 22, scope: !70)
!102 = !DILocation(line: 364, column: 16, scope: !93, inlinedAt: !101)
!103 = !DILocation(line: 364, column: 10, scope: !93, inlinedAt: !101)
!104 = !DILocation(line: 14, column: 39, scope: !70)
!105 = !DILocation(line: 14, column: 37, scope: !70)
!106 = !DILocation(line: 14, column: 41, scope: !70)
!107 = !DILocation(line: 14, column: 15, scope: !70)
!108 = !DILocation(line: 15, column: 15, scope: !70)
!109 = !DILocation(line: 0, scope: !80)
!110 = !DILocation(line: 16, column: 21, scope: !111)
!111 = distinct !DILexicalBlock(scope: !80, file: !3, line: 16, column: 3)
!112 = !DILocation(line: 16, column: 3, scope: !80)
!113 = !DILocation(line: 20, column: 3, scope: !70)
!114 = !DILocation(line: 21, column: 16, scope: !70)
!115 = !{!116, !116, i64 0}
!116 = !{!"long", !62, i64 0}
!117 = !DILocation(line: 22, column: 3, scope: !70)
!118 = !DILocation(line: 0, scope: !85)
!119 = !DILocation(line: 25, column: 3, scope: !85)
!120 = !DILocation(line: 25, column: 21, scope: !121)
!121 = distinct !DILexicalBlock(scope: !85, file: !3, line: 25, column: 3)
!122 = !DILocation(line: 17, column: 15, scope: !123)
!123 = distinct !DILexicalBlock(scope: !111, file: !3, line: 16, column: 35)
!124 = !DILocation(line: 17, column: 12, scope: !123)
!125 = !DILocation(line: 17, column: 20, scope: !123)
!126 = !DILocation(line: 17, column: 5, scope: !123)
!127 = !DILocation(line: 17, column: 10, scope: !123)
!128 = !DILocation(line: 18, column: 15, scope: !123)
!129 = !DILocation(line: 18, column: 12, scope: !123)
!130 = !DILocation(line: 18, column: 20, scope: !123)
!131 = !DILocation(line: 18, column: 5, scope: !123)
!132 = !DILocation(line: 18, column: 10, scope: !123)
!133 = !DILocation(line: 16, column: 31, scope: !111)
!134 = distinct !{!134, !112, !135, !55, !56}
!135 = !DILocation(line: 19, column: 3, scope: !80)
!136 = !DILocation(line: 27, column: 3, scope: !70)
!137 = !DILocation(line: 28, column: 11, scope: !70)
!138 = !DILocation(line: 28, column: 3, scope: !70)
!139 = !DILocation(line: 29, column: 3, scope: !70)
!140 = !DILocation(line: 26, column: 10, scope: !121)
!141 = !DILocation(line: 26, column: 20, scope: !121)
!142 = !DILocation(line: 26, column: 24, scope: !121)
!143 = !DILocation(line: 26, column: 17, scope: !121)
!144 = !DILocation(line: 26, column: 31, scope: !121)
!145 = !DILocation(line: 26, column: 29, scope: !121)
!146 = !DILocation(line: 26, column: 7, scope: !121)
!147 = !DILocation(line: 25, column: 31, scope: !121)
!148 = distinct !{!148, !119, !149, !55, !56}
!149 = !DILocation(line: 26, column: 34, scope: !85)
!150 = !DISubprogram(name: "malloc", scope: !94, file: !94, line: 553, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{!9, !153}
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !154, line: 18, baseType: !155)
!154 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!155 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!156 = !DISubprogram(name: "printf", scope: !157, file: !157, line: 356, type: !158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!158 = !DISubroutineType(types: !159)
!159 = !{!5, !160, null}
!160 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!161 = !DISubprogram(name: "fprintf", scope: !157, file: !157, line: 350, type: !162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(types: !163)
!163 = !{!5, !164, !160, null}
!164 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !167, line: 7, baseType: !168)
!167 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!168 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !169, line: 49, size: 1728, elements: !170)
!169 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!170 = !{!171, !172, !173, !174, !175, !176, !177, !178, !179, !180, !181, !182, !183, !186, !188, !189, !190, !193, !195, !197, !201, !204, !206, !209, !212, !213, !214, !215, !216}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !168, file: !169, line: 51, baseType: !5, size: 32)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !168, file: !169, line: 54, baseType: !7, size: 64, offset: 64)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !168, file: !169, line: 55, baseType: !7, size: 64, offset: 128)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !168, file: !169, line: 56, baseType: !7, size: 64, offset: 192)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !168, file: !169, line: 57, baseType: !7, size: 64, offset: 256)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !168, file: !169, line: 58, baseType: !7, size: 64, offset: 320)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !168, file: !169, line: 59, baseType: !7, size: 64, offset: 384)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !168, file: !169, line: 60, baseType: !7, size: 64, offset: 448)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !168, file: !169, line: 61, baseType: !7, size: 64, offset: 512)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !168, file: !169, line: 64, baseType: !7, size: 64, offset: 576)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !168, file: !169, line: 65, baseType: !7, size: 64, offset: 640)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !168, file: !169, line: 66, baseType: !7, size: 64, offset: 704)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !168, file: !169, line: 68, baseType: !184, size: 64, offset: 768)
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!185 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !169, line: 36, flags: DIFlagFwdDecl)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !168, file: !169, line: 70, baseType: !187, size: 64, offset: 832)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !168, file: !169, line: 72, baseType: !5, size: 32, offset: 896)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !168, file: !169, line: 73, baseType: !5, size: 32, offset: 928)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !168, file: !169, line: 74, baseType: !191, size: 64, offset: 960)
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !192, line: 152, baseType: !21)
!192 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!193 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !168, file: !169, line: 77, baseType: !194, size: 16, offset: 1024)
!194 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !168, file: !169, line: 78, baseType: !196, size: 8, offset: 1040)
!196 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !168, file: !169, line: 79, baseType: !198, size: 8, offset: 1048)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8, elements: !199)
!199 = !{!200}
!200 = !DISubrange(count: 1)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !168, file: !169, line: 81, baseType: !202, size: 64, offset: 1088)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !169, line: 43, baseType: null)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !168, file: !169, line: 89, baseType: !205, size: 64, offset: 1152)
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !192, line: 153, baseType: !21)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !168, file: !169, line: 91, baseType: !207, size: 64, offset: 1216)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !169, line: 37, flags: DIFlagFwdDecl)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !168, file: !169, line: 92, baseType: !210, size: 64, offset: 1280)
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64)
!211 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !169, line: 38, flags: DIFlagFwdDecl)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !168, file: !169, line: 93, baseType: !187, size: 64, offset: 1344)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !168, file: !169, line: 94, baseType: !9, size: 64, offset: 1408)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !168, file: !169, line: 95, baseType: !153, size: 64, offset: 1472)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !168, file: !169, line: 96, baseType: !5, size: 32, offset: 1536)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !168, file: !169, line: 98, baseType: !217, size: 160, offset: 1568)
!217 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !218)
!218 = !{!219}
!219 = !DISubrange(count: 20)
!220 = !DISubprogram(name: "strtol", scope: !94, file: !94, line: 177, type: !221, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DISubroutineType(types: !222)
!222 = !{!21, !160, !223, !5}
!223 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
