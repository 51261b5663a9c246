; Option parallel with a value crossing statements: t (and t + 1.0) is
; written by S0 and read by S1 in the same iteration, never before it or
; after it, so each thread keeps its own copy (a private slot in the
; outlined function, promoted to a register) and the outer loop runs in
; parallel; the inner one's accesses are marked parallel for the
; vectorizer. The program prints what the original prints with 1, 2 and
; 3 threads.
; RUN: %opt -passes='tessera<only=twice;parallel>' -pass-remarks=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: clang-19 -O2 -fopenmp %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref && %t.ref > %t.ref.out
; RUN: env OMP_NUM_THREADS=1 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=2 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=3 %t.exe 31 > %t.out && %t.ref 31 > %t.ref.out && diff %t.out %t.ref.out
; SOURCE: priv.c -fopenmp
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline)) void twice(int n, double A[restrict n][n], double B[restrict n][n],
;    5|                                      double C[restrict n][n]) {
;    6|   for (int i = 0; i < n; i++)
;    7|     for (int j = 0; j < n; j++) {
;    8|       double t = A[i][j] * 3.0 + A[i][j] * A[i][j];
;    9|       B[i][j] = t + 1.0;
;   10|       C[i][j] = t * B[i][j];
;   11|     }
;   12| }
;   13|
;   14| int main(int argc, char **argv) {
;   15|   int n = argc > 1 ? atoi(argv[1]) : 300;
;   16|   double (*A)[n] = malloc(sizeof(double) * n * n + 8);
;   17|   double (*B)[n] = malloc(sizeof(double) * n * n + 8);
;   18|   double (*C)[n] = malloc(sizeof(double) * n * n + 8);
;   19|   for (int i = 0; i < n; i++)
;   20|     for (int j = 0; j < n; j++)
;   21|       A[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
;   22|   twice(n, A, B, C);
;   23|   double s = 0;
;   24|   for (int i = 0; i < n; i++)
;   25|     for (int j = 0; j < n; j++)
;   26|       s += (B[i][j] + C[i][j]) * (i + 1) + j;
;   27|   printf("%.6f\n", s);
;   28|   free(A);
;   29|   free(B);
;   30|   free(C);
;   31|   return 0;
;   32| }
; END-SOURCE
;
; REMARK: remark: priv.c:6:3: SCoP twice.scop0 runs one loop on OpenMP threads (static schedule): loop c0, from line 6 (private to each thread: v_t, v_add)
; CHECK-LABEL: define dso_local void @twice(
; CHECK: call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @tessera.omp.ident.2, i32 1, ptr @twice.tessera.par,
; The private copies are each thread's registers: the outlined function
; reaches no slot of the caller and keeps none of its own.
; CHECK-LABEL: define internal void @twice.tessera.par(
; CHECK-NOT: alloca double
; CHECK-NOT: tessera.v_
; The innermost loop passed the parallel check too: its loads and stores
; share one access group, which its llvm.loop.parallel_accesses names, so
; the vectorizer needs no run-time checks between them.
; CHECK: load double, {{.*}} !llvm.access.group [[GROUP:![0-9]+]]
; CHECK: store double {{.*}} !llvm.access.group [[GROUP]]
; CHECK: [[GROUP]] = distinct !{}
; CHECK: !{!"llvm.loop.parallel_accesses", [[GROUP]]}

; ModuleID = 'priv.c'
source_filename = "priv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%.6f\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @twice(i32 noundef %n, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef writeonly %B, ptr noalias nocapture noundef writeonly %C) local_unnamed_addr #0 !dbg !24 {
entry:
    #dbg_value(i32 %n, !33, !DIExpression(), !45)
    #dbg_value(ptr %A, !34, !DIExpression(), !45)
    #dbg_value(ptr %B, !35, !DIExpression(), !45)
    #dbg_value(ptr %C, !36, !DIExpression(), !45)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !37, !DIExpression(), !46)
  %cmp58 = icmp sgt i32 %n, 0, !dbg !47
  br i1 %cmp58, label %for.body4.lr.ph, label %for.cond.cleanup, !dbg !48

for.body4.lr.ph:                                  ; preds = %entry, %for.cond.cleanup3
  %indvars.iv61 = phi i64 [ %indvars.iv.next62, %for.cond.cleanup3 ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv61, !37, !DIExpression(), !46)
    #dbg_value(i32 0, !39, !DIExpression(), !49)
  %1 = mul nuw nsw i64 %indvars.iv61, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %1
  %arrayidx17 = getelementptr inbounds double, ptr %B, i64 %1
  %arrayidx25 = getelementptr inbounds double, ptr %C, i64 %1
  br label %for.body4, !dbg !50

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !51

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next62 = add nuw nsw i64 %indvars.iv61, 1, !dbg !52
    #dbg_value(i64 %indvars.iv.next62, !37, !DIExpression(), !46)
  %exitcond65.not = icmp eq i64 %indvars.iv.next62, %0, !dbg !47
  br i1 %exitcond65.not, label %for.cond.cleanup, label %for.body4.lr.ph, !dbg !48, !llvm.loop !53

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !39, !DIExpression(), !49)
  %arrayidx6 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !57
  %2 = load double, ptr %arrayidx6, align 8, !dbg !57, !tbaa !58
  %mul15 = fmul double %2, %2, !dbg !62
  %3 = tail call double @llvm.fmuladd.f64(double %2, double 3.000000e+00, double %mul15), !dbg !63
    #dbg_value(double %3, !42, !DIExpression(), !64)
  %add = fadd double %3, 1.000000e+00, !dbg !65
  %arrayidx19 = getelementptr inbounds double, ptr %arrayidx17, i64 %indvars.iv, !dbg !66
  store double %add, ptr %arrayidx19, align 8, !dbg !67, !tbaa !58
  %mul = fmul double %3, %add, !dbg !68
  %arrayidx27 = getelementptr inbounds double, ptr %arrayidx25, i64 %indvars.iv, !dbg !69
  store double %mul, ptr %arrayidx27, align 8, !dbg !70, !tbaa !58
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !71
    #dbg_value(i64 %indvars.iv.next, !39, !DIExpression(), !49)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !72
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !50, !llvm.loop !73
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
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
  %cond = phi i32 [ %conv.i, %cond.true ], [ 300, %entry ], !dbg !98
    #dbg_value(i32 %cond, !81, !DIExpression(), !96)
  %1 = zext i32 %cond to i64, !dbg !114
  %conv = sext i32 %cond to i64, !dbg !115
  %mul = shl nsw i64 %conv, 3, !dbg !116
  %mul2 = mul i64 %mul, %conv, !dbg !117
  %add = add i64 %mul2, 8, !dbg !118
  %call3 = tail call noalias ptr @malloc(i64 noundef %add) #8, !dbg !119
    #dbg_value(ptr %call3, !82, !DIExpression(), !96)
  %call9 = tail call noalias ptr @malloc(i64 noundef %add) #8, !dbg !120
    #dbg_value(ptr %call9, !83, !DIExpression(), !96)
  %call15 = tail call noalias ptr @malloc(i64 noundef %add) #8, !dbg !121
    #dbg_value(ptr %call15, !84, !DIExpression(), !96)
    #dbg_value(i32 0, !85, !DIExpression(), !122)
  %cmp16102 = icmp sgt i32 %cond, 0, !dbg !123
  br i1 %cmp16102, label %for.body22.lr.ph, label %for.cond.cleanup.thread, !dbg !124

for.cond.cleanup.thread:                          ; preds = %cond.end
  tail call void @twice(i32 noundef %cond, ptr noundef %call3, ptr noundef %call9, ptr noundef %call15), !dbg !125
    #dbg_value(double 0.000000e+00, !90, !DIExpression(), !96)
    #dbg_value(i32 0, !91, !DIExpression(), !126)
  br label %for.cond.cleanup37, !dbg !127

for.body22.lr.ph:                                 ; preds = %cond.end, %for.cond.cleanup21
  %indvars.iv114 = phi i64 [ %indvars.iv.next115, %for.cond.cleanup21 ], [ 0, %cond.end ]
    #dbg_value(i64 %indvars.iv114, !85, !DIExpression(), !122)
    #dbg_value(i32 0, !87, !DIExpression(), !128)
  %2 = mul nuw nsw i64 %indvars.iv114, 7
  %3 = mul nuw nsw i64 %indvars.iv114, %1
  %arrayidx27 = getelementptr inbounds double, ptr %call3, i64 %3
  br label %for.body22, !dbg !129

for.cond.cleanup:                                 ; preds = %for.cond.cleanup21
  tail call void @twice(i32 noundef %cond, ptr noundef nonnull %call3, ptr noundef %call9, ptr noundef %call15), !dbg !125
    #dbg_value(double 0.000000e+00, !90, !DIExpression(), !96)
    #dbg_value(i32 0, !91, !DIExpression(), !126)
  br i1 %cmp16102, label %for.body44.lr.ph, label %for.cond.cleanup37, !dbg !127

for.cond.cleanup21:                               ; preds = %for.body22
  %indvars.iv.next115 = add nuw nsw i64 %indvars.iv114, 1, !dbg !130
    #dbg_value(i64 %indvars.iv.next115, !85, !DIExpression(), !122)
  %exitcond119.not = icmp eq i64 %indvars.iv.next115, %1, !dbg !123
  br i1 %exitcond119.not, label %for.cond.cleanup, label %for.body22.lr.ph, !dbg !124, !llvm.loop !131

for.body22:                                       ; preds = %for.body22.lr.ph, %for.body22
  %indvars.iv = phi i64 [ 0, %for.body22.lr.ph ], [ %indvars.iv.next, %for.body22 ]
    #dbg_value(i64 %indvars.iv, !87, !DIExpression(), !128)
  %4 = mul nuw nsw i64 %indvars.iv, 3, !dbg !133
  %5 = add nuw nsw i64 %4, %2, !dbg !135
  %6 = trunc nuw i64 %5 to i32, !dbg !136
  %rem = urem i32 %6, 11, !dbg !136
  %conv26 = uitofp nneg i32 %rem to double, !dbg !137
  %div = fdiv double %conv26, 1.100000e+01, !dbg !138
  %arrayidx29 = getelementptr inbounds double, ptr %arrayidx27, i64 %indvars.iv, !dbg !139
  store double %div, ptr %arrayidx29, align 8, !dbg !140, !tbaa !58
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !141
    #dbg_value(i64 %indvars.iv.next, !87, !DIExpression(), !128)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %1, !dbg !142
  br i1 %exitcond.not, label %for.cond.cleanup21, label %for.body22, !dbg !129, !llvm.loop !143

for.body44.lr.ph:                                 ; preds = %for.cond.cleanup, %for.cond.cleanup43
  %indvars.iv125 = phi i64 [ %8, %for.cond.cleanup43 ], [ 0, %for.cond.cleanup ]
  %s.0108 = phi double [ %add58, %for.cond.cleanup43 ], [ 0.000000e+00, %for.cond.cleanup ]
    #dbg_value(i64 %indvars.iv125, !91, !DIExpression(), !126)
    #dbg_value(i32 0, !93, !DIExpression(), !145)
    #dbg_value(double %s.0108, !90, !DIExpression(), !96)
  %7 = mul nuw nsw i64 %indvars.iv125, %1
  %arrayidx46 = getelementptr inbounds double, ptr %call9, i64 %7
  %arrayidx50 = getelementptr inbounds double, ptr %call15, i64 %7
  %8 = add nuw nsw i64 %indvars.iv125, 1
  %9 = trunc nuw nsw i64 %8 to i32
  %conv55 = uitofp nneg i32 %9 to double
  br label %for.body44, !dbg !146

for.cond.cleanup37:                               ; preds = %for.cond.cleanup43, %for.cond.cleanup.thread, %for.cond.cleanup
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup ], [ 0.000000e+00, %for.cond.cleanup.thread ], [ %add58, %for.cond.cleanup43 ], !dbg !147
  %call65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !148
  tail call void @free(ptr noundef %call3) #7, !dbg !149
  tail call void @free(ptr noundef %call9) #7, !dbg !150
  tail call void @free(ptr noundef %call15) #7, !dbg !151
  ret i32 0, !dbg !152

for.cond.cleanup43:                               ; preds = %for.body44
    #dbg_value(i64 %8, !91, !DIExpression(), !126)
    #dbg_value(double %add58, !90, !DIExpression(), !96)
  %exitcond130.not = icmp eq i64 %8, %1, !dbg !153
  br i1 %exitcond130.not, label %for.cond.cleanup37, label %for.body44.lr.ph, !dbg !127, !llvm.loop !154

for.body44:                                       ; preds = %for.body44.lr.ph, %for.body44
  %indvars.iv120 = phi i64 [ 0, %for.body44.lr.ph ], [ %indvars.iv.next121, %for.body44 ]
  %s.1105 = phi double [ %s.0108, %for.body44.lr.ph ], [ %add58, %for.body44 ]
    #dbg_value(i64 %indvars.iv120, !93, !DIExpression(), !145)
    #dbg_value(double %s.1105, !90, !DIExpression(), !96)
  %arrayidx48 = getelementptr inbounds double, ptr %arrayidx46, i64 %indvars.iv120, !dbg !156
  %10 = load double, ptr %arrayidx48, align 8, !dbg !156, !tbaa !58
  %arrayidx52 = getelementptr inbounds double, ptr %arrayidx50, i64 %indvars.iv120, !dbg !158
  %11 = load double, ptr %arrayidx52, align 8, !dbg !158, !tbaa !58
  %add53 = fadd double %10, %11, !dbg !159
  %12 = trunc nuw nsw i64 %indvars.iv120 to i32, !dbg !160
  %conv57 = uitofp nneg i32 %12 to double, !dbg !160
  %13 = tail call double @llvm.fmuladd.f64(double %add53, double %conv55, double %conv57), !dbg !161
  %add58 = fadd double %s.1105, %13, !dbg !162
    #dbg_value(double %add58, !90, !DIExpression(), !96)
  %indvars.iv.next121 = add nuw nsw i64 %indvars.iv120, 1, !dbg !163
    #dbg_value(i64 %indvars.iv.next121, !93, !DIExpression(), !145)
  %exitcond124.not = icmp eq i64 %indvars.iv.next121, %1, !dbg !164
  br i1 %exitcond124.not, label %for.cond.cleanup43, label %for.body44, !dbg !146, !llvm.loop !165
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !167 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !173 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !178 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !181 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "priv.c", directory: ".", checksumkind: CSK_MD5, checksum: "c48c9629fac5ae44f7d5c38f1d6fb750")
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
!24 = distinct !DISubprogram(name: "twice", scope: !2, file: !2, line: 4, type: !25, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !32)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !10, !27, !27, !27}
!27 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: -1)
!32 = !{!33, !34, !35, !36, !37, !39, !42}
!33 = !DILocalVariable(name: "n", arg: 1, scope: !24, file: !2, line: 4, type: !10)
!34 = !DILocalVariable(name: "A", arg: 2, scope: !24, file: !2, line: 4, type: !27)
!35 = !DILocalVariable(name: "B", arg: 3, scope: !24, file: !2, line: 4, type: !27)
!36 = !DILocalVariable(name: "C", arg: 4, scope: !24, file: !2, line: 5, type: !27)
!37 = !DILocalVariable(name: "i", scope: !38, file: !2, line: 6, type: !10)
!38 = distinct !DILexicalBlock(scope: !24, file: !2, line: 6, column: 3)
!39 = !DILocalVariable(name: "j", scope: !40, file: !2, line: 7, type: !10)
!40 = distinct !DILexicalBlock(scope: !41, file: !2, line: 7, column: 5)
!41 = distinct !DILexicalBlock(scope: !38, file: !2, line: 6, column: 3)
!42 = !DILocalVariable(name: "t", scope: !43, file: !2, line: 8, type: !9)
!43 = distinct !DILexicalBlock(scope: !44, file: !2, line: 7, column: 33)
!44 = distinct !DILexicalBlock(scope: !40, file: !2, line: 7, column: 5)
!45 = !DILocation(line: 0, scope: !24)
!46 = !DILocation(line: 0, scope: !38)
!47 = !DILocation(line: 6, column: 21, scope: !41)
!48 = !DILocation(line: 6, column: 3, scope: !38)
!49 = !DILocation(line: 0, scope: !40)
!50 = !DILocation(line: 7, column: 5, scope: !40)
!51 = !DILocation(line: 12, column: 1, scope: !24)
!52 = !DILocation(line: 6, column: 27, scope: !41)
!53 = distinct !{!53, !48, !54, !55, !56}
!54 = !DILocation(line: 11, column: 5, scope: !38)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !{!"llvm.loop.unroll.disable"}
!57 = !DILocation(line: 8, column: 18, scope: !43)
!58 = !{!59, !59, i64 0}
!59 = !{!"double", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 8, column: 42, scope: !43)
!63 = !DILocation(line: 8, column: 32, scope: !43)
!64 = !DILocation(line: 0, scope: !43)
!65 = !DILocation(line: 9, column: 19, scope: !43)
!66 = !DILocation(line: 9, column: 7, scope: !43)
!67 = !DILocation(line: 9, column: 15, scope: !43)
!68 = !DILocation(line: 10, column: 19, scope: !43)
!69 = !DILocation(line: 10, column: 7, scope: !43)
!70 = !DILocation(line: 10, column: 15, scope: !43)
!71 = !DILocation(line: 7, column: 29, scope: !44)
!72 = !DILocation(line: 7, column: 23, scope: !44)
!73 = distinct !{!73, !50, !74, !55, !56}
!74 = !DILocation(line: 11, column: 5, scope: !40)
!75 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !76, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!10, !10, !11}
!78 = !{!79, !80, !81, !82, !83, !84, !85, !87, !90, !91, !93}
!79 = !DILocalVariable(name: "argc", arg: 1, scope: !75, file: !2, line: 14, type: !10)
!80 = !DILocalVariable(name: "argv", arg: 2, scope: !75, file: !2, line: 14, type: !11)
!81 = !DILocalVariable(name: "n", scope: !75, file: !2, line: 15, type: !10)
!82 = !DILocalVariable(name: "A", scope: !75, file: !2, line: 16, type: !28)
!83 = !DILocalVariable(name: "B", scope: !75, file: !2, line: 17, type: !28)
!84 = !DILocalVariable(name: "C", scope: !75, file: !2, line: 18, type: !28)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 19, type: !10)
!86 = distinct !DILexicalBlock(scope: !75, file: !2, line: 19, column: 3)
!87 = !DILocalVariable(name: "j", scope: !88, file: !2, line: 20, type: !10)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 20, column: 5)
!89 = distinct !DILexicalBlock(scope: !86, file: !2, line: 19, column: 3)
!90 = !DILocalVariable(name: "s", scope: !75, file: !2, line: 23, type: !9)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 24, type: !10)
!92 = distinct !DILexicalBlock(scope: !75, file: !2, line: 24, column: 3)
!93 = !DILocalVariable(name: "j", scope: !94, file: !2, line: 25, type: !10)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 25, column: 5)
!95 = distinct !DILexicalBlock(scope: !92, file: !2, line: 24, column: 3)
!96 = !DILocation(line: 0, scope: !75)
!97 = !DILocation(line: 15, column: 16, scope: !75)
!98 = !DILocation(line: 15, column: 11, scope: !75)
!99 = !DILocation(line: 15, column: 27, scope: !75)
!100 = !{!101, !101, i64 0}
!101 = !{!"any pointer", !60, i64 0}
!102 = !DILocalVariable(name: "__nptr", arg: 1, scope: !103, file: !104, line: 362, type: !107)
!103 = distinct !DISubprogram(name: "atoi", scope: !104, file: !104, line: 362, type: !105, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !109)
!104 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!105 = !DISubroutineType(types: !106)
!106 = !{!10, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!109 = !{!102}
!110 = !DILocation(line: 0, scope: !103, inlinedAt: !111)
!111 = distinct !DILocation(line: 15, column: 22, scope: !75)
!112 = !DILocation(line: 364, column: 16, scope: !103, inlinedAt: !111)
!113 = !DILocation(line: 364, column: 10, scope: !103, inlinedAt: !111)
!114 = !DILocation(line: 16, column: 3, scope: !75)
!115 = !DILocation(line: 16, column: 44, scope: !75)
!116 = !DILocation(line: 16, column: 42, scope: !75)
!117 = !DILocation(line: 16, column: 46, scope: !75)
!118 = !DILocation(line: 16, column: 50, scope: !75)
!119 = !DILocation(line: 16, column: 20, scope: !75)
!120 = !DILocation(line: 17, column: 20, scope: !75)
!121 = !DILocation(line: 18, column: 20, scope: !75)
!122 = !DILocation(line: 0, scope: !86)
!123 = !DILocation(line: 19, column: 21, scope: !89)
!124 = !DILocation(line: 19, column: 3, scope: !86)
!125 = !DILocation(line: 22, column: 3, scope: !75)
!126 = !DILocation(line: 0, scope: !92)
!127 = !DILocation(line: 24, column: 3, scope: !92)
!128 = !DILocation(line: 0, scope: !88)
!129 = !DILocation(line: 20, column: 5, scope: !88)
!130 = !DILocation(line: 19, column: 27, scope: !89)
!131 = distinct !{!131, !124, !132, !55, !56}
!132 = !DILocation(line: 21, column: 50, scope: !86)
!133 = !DILocation(line: 21, column: 37, scope: !134)
!134 = distinct !DILexicalBlock(scope: !88, file: !2, line: 20, column: 5)
!135 = !DILocation(line: 21, column: 33, scope: !134)
!136 = !DILocation(line: 21, column: 42, scope: !134)
!137 = !DILocation(line: 21, column: 17, scope: !134)
!138 = !DILocation(line: 21, column: 48, scope: !134)
!139 = !DILocation(line: 21, column: 7, scope: !134)
!140 = !DILocation(line: 21, column: 15, scope: !134)
!141 = !DILocation(line: 20, column: 29, scope: !134)
!142 = !DILocation(line: 20, column: 23, scope: !134)
!143 = distinct !{!143, !129, !144, !55, !56}
!144 = !DILocation(line: 21, column: 50, scope: !88)
!145 = !DILocation(line: 0, scope: !94)
!146 = !DILocation(line: 25, column: 5, scope: !94)
!147 = !DILocation(line: 23, column: 10, scope: !75)
!148 = !DILocation(line: 27, column: 3, scope: !75)
!149 = !DILocation(line: 28, column: 3, scope: !75)
!150 = !DILocation(line: 29, column: 3, scope: !75)
!151 = !DILocation(line: 30, column: 3, scope: !75)
!152 = !DILocation(line: 32, column: 1, scope: !75)
!153 = !DILocation(line: 24, column: 21, scope: !95)
!154 = distinct !{!154, !127, !155, !55, !56}
!155 = !DILocation(line: 26, column: 44, scope: !92)
!156 = !DILocation(line: 26, column: 13, scope: !157)
!157 = distinct !DILexicalBlock(scope: !94, file: !2, line: 25, column: 5)
!158 = !DILocation(line: 26, column: 23, scope: !157)
!159 = !DILocation(line: 26, column: 21, scope: !157)
!160 = !DILocation(line: 26, column: 44, scope: !157)
!161 = !DILocation(line: 26, column: 42, scope: !157)
!162 = !DILocation(line: 26, column: 9, scope: !157)
!163 = !DILocation(line: 25, column: 29, scope: !157)
!164 = !DILocation(line: 25, column: 23, scope: !157)
!165 = distinct !{!165, !146, !166, !55, !56}
!166 = !DILocation(line: 26, column: 44, scope: !94)
!167 = !DISubprogram(name: "malloc", scope: !104, file: !104, line: 553, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !DISubroutineType(types: !169)
!169 = !{!13, !170}
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !171, line: 18, baseType: !172)
!171 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!172 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!173 = !DISubprogram(name: "printf", scope: !174, file: !174, line: 356, type: !175, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!175 = !DISubroutineType(types: !176)
!176 = !{!10, !177, null}
!177 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !107)
!178 = !DISubprogram(name: "free", scope: !104, file: !104, line: 568, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{null, !13}
!181 = !DISubprogram(name: "strtol", scope: !104, file: !104, line: 177, type: !182, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{!184, !177, !185, !10}
!184 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!185 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
