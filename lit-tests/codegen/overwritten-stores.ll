; A small reduction loop that LLVM unrolled fully before Tessera runs
; (doitgen at PolyBench's SMALL size): every unrolled step stores the
; running sum to sum[p] and the next step stores over it. LLVM cannot drop
; those stores, as the loads between them (of A and C) might read sum. The
; model keeps arrays apart, so the original schedule is regenerated under
; the run-time check, with alias scopes: a remark says so, and LLVM's dead
; store elimination then leaves one store of sum[p] per iteration instead
; of four. With accumulators=false (the option that turns off regenerating
; kept schedules for registers and stores) the SCoP is left as it is. The
; program prints what the original prints, the arrays apart or overlapping.
; RUN: %opt -passes='tessera<only=reduce>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: opt-19 -passes='default<O3>' %t.ll -S -o - | FileCheck --check-prefix=DSE %s
; RUN: %opt -passes='tessera<only=reduce;accumulators=false>' -pass-remarks-analysis=tessera %s -S -o %t.off.ll 2> %t.off.remarks
; RUN: FileCheck --check-prefix=OFF %s < %t.off.remarks
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 1 > %t.out && %t.ref 1 > %t.ref.out && diff %t.out %t.ref.out
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: reduce.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline)) void reduce(int n, double *sum, double *A,
;    5|                                       double (*C)[64], double *out) {
;    6|   for (int p = 0; p < n; p++) {
;    7|     sum[p] = 0;
;    8|     for (int s = 0; s < 4; s++)
;    9|       sum[p] += A[s] * C[s][p];
;   10|   }
;   11|   for (int p = 0; p < n; p++)
;   12|     out[p] = sum[p];
;   13| }
;   14|
;   15| int main(int argc, char **argv) {
;   16|   double *buf = malloc(sizeof(double) * 64 * 8);
;   17|   for (int i = 0; i < 64 * 8; i++)
;   18|     buf[i] = (i * 7 % 13) / 13.0;
;   19|   double (*C)[64] = (double (*)[64])(buf + 64 * 4);
;   20|   /* With an argument, sum overlaps A: the original code runs. */
;   21|   double *sum = argc > 1 ? buf + 2 : buf + 64;
;   22|   double out[64];
;   23|   reduce(60, sum, buf, C, out);
;   24|   double s = 0;
;   25|   for (int i = 0; i < 60; i++)
;   26|     s += out[i] * (i + 1);
;   27|   printf("%.10e\n", s);
;   28|   return 0;
;   29| }
; END-SOURCE
;
; REMARK: remark: reduce.c:{{[0-9]+}}:{{[0-9]+}}: SCoP reduce.scop0 keeps its original schedule: {{.*}}
; REMARK: remark: reduce.c:{{[0-9]+}}:{{[0-9]+}}: SCoP reduce.scop0 is regenerated with its original schedule so that 4 store(s) overwritten later in the same iteration, with no read of the array between, can be dropped once the arrays are known apart: @sum (line 7), @sum (line 9)
; REMARK: remark: reduce.c:{{[0-9]+}}:{{[0-9]+}}: regenerated SCoP reduce.scop0
; The regenerated loop (vectorized by LLVM) stores sum[p] once:
; DSE-LABEL: define {{.*}} @reduce(
; DSE: {{^}}tessera.for.preheader:
; DSE: {{^}}vector.body{{[0-9]*}}:
; DSE: store {{.*}}double
; DSE-NOT: store
; DSE: br i1
; OFF: remark: reduce.c:{{[0-9]+}}:{{[0-9]+}}: SCoP reduce.scop0 left as it is: its schedule does not change

; ModuleID = 'reduce.c'
source_filename = "reduce.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.10e\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @reduce(i32 noundef %n, ptr nocapture noundef %sum, ptr nocapture noundef readonly %A, ptr nocapture noundef readonly %C, ptr nocapture noundef writeonly %out) local_unnamed_addr #0 !dbg !23 {
entry:
    #dbg_value(i32 %n, !29, !DIExpression(), !42)
    #dbg_value(ptr %sum, !30, !DIExpression(), !42)
    #dbg_value(ptr %A, !31, !DIExpression(), !42)
    #dbg_value(ptr %C, !32, !DIExpression(), !42)
    #dbg_value(ptr %out, !33, !DIExpression(), !42)
    #dbg_value(i32 0, !34, !DIExpression(), !43)
  %cmp42 = icmp sgt i32 %n, 0, !dbg !44
  br i1 %cmp42, label %for.body.preheader, label %for.cond.cleanup19, !dbg !45

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !44
  %arrayidx6.1 = getelementptr inbounds i8, ptr %A, i64 8
  %arrayidx6.2 = getelementptr inbounds i8, ptr %A, i64 16
  %arrayidx6.3 = getelementptr inbounds i8, ptr %A, i64 24
  br label %for.body, !dbg !45

for.cond17.preheader:                             ; preds = %for.body
    #dbg_value(i32 0, !40, !DIExpression(), !46)
  br i1 %cmp42, label %for.body20.preheader, label %for.cond.cleanup19, !dbg !47

for.body20.preheader:                             ; preds = %for.cond17.preheader
  %wide.trip.count51 = zext nneg i32 %n to i64, !dbg !48
  br label %for.body20, !dbg !47

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !34, !DIExpression(), !43)
  %arrayidx = getelementptr inbounds double, ptr %sum, i64 %indvars.iv, !dbg !50
  store double 0.000000e+00, ptr %arrayidx, align 8, !dbg !51, !tbaa !52
    #dbg_value(i64 0, !36, !DIExpression(), !56)
  %0 = load double, ptr %A, align 8, !dbg !57, !tbaa !52
  %arrayidx10 = getelementptr inbounds [64 x double], ptr %C, i64 0, i64 %indvars.iv, !dbg !59
  %1 = load double, ptr %arrayidx10, align 8, !dbg !59, !tbaa !52
  %2 = tail call double @llvm.fmuladd.f64(double %0, double %1, double 0.000000e+00), !dbg !60
  store double %2, ptr %arrayidx, align 8, !dbg !60, !tbaa !52
    #dbg_value(i64 1, !36, !DIExpression(), !56)
  %3 = load double, ptr %arrayidx6.1, align 8, !dbg !57, !tbaa !52
  %arrayidx10.1 = getelementptr inbounds [64 x double], ptr %C, i64 1, i64 %indvars.iv, !dbg !59
  %4 = load double, ptr %arrayidx10.1, align 8, !dbg !59, !tbaa !52
  %5 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %2), !dbg !60
  store double %5, ptr %arrayidx, align 8, !dbg !60, !tbaa !52
    #dbg_value(i64 2, !36, !DIExpression(), !56)
  %6 = load double, ptr %arrayidx6.2, align 8, !dbg !57, !tbaa !52
  %arrayidx10.2 = getelementptr inbounds [64 x double], ptr %C, i64 2, i64 %indvars.iv, !dbg !59
  %7 = load double, ptr %arrayidx10.2, align 8, !dbg !59, !tbaa !52
  %8 = tail call double @llvm.fmuladd.f64(double %6, double %7, double %5), !dbg !60
  store double %8, ptr %arrayidx, align 8, !dbg !60, !tbaa !52
    #dbg_value(i64 3, !36, !DIExpression(), !56)
  %9 = load double, ptr %arrayidx6.3, align 8, !dbg !57, !tbaa !52
  %arrayidx10.3 = getelementptr inbounds [64 x double], ptr %C, i64 3, i64 %indvars.iv, !dbg !59
  %10 = load double, ptr %arrayidx10.3, align 8, !dbg !59, !tbaa !52
  %11 = tail call double @llvm.fmuladd.f64(double %9, double %10, double %8), !dbg !60
  store double %11, ptr %arrayidx, align 8, !dbg !60, !tbaa !52
    #dbg_value(i64 4, !36, !DIExpression(), !56)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !61
    #dbg_value(i64 %indvars.iv.next, !34, !DIExpression(), !43)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !44
  br i1 %exitcond.not, label %for.cond17.preheader, label %for.body, !dbg !45, !llvm.loop !62

for.cond.cleanup19:                               ; preds = %for.body20, %entry, %for.cond17.preheader
  ret void, !dbg !65

for.body20:                                       ; preds = %for.body20.preheader, %for.body20
  %indvars.iv48 = phi i64 [ 0, %for.body20.preheader ], [ %indvars.iv.next49, %for.body20 ]
    #dbg_value(i64 %indvars.iv48, !40, !DIExpression(), !46)
  %arrayidx22 = getelementptr inbounds double, ptr %sum, i64 %indvars.iv48, !dbg !66
  %12 = load double, ptr %arrayidx22, align 8, !dbg !66, !tbaa !52
  %arrayidx24 = getelementptr inbounds double, ptr %out, i64 %indvars.iv48, !dbg !67
  store double %12, ptr %arrayidx24, align 8, !dbg !68, !tbaa !52
  %indvars.iv.next49 = add nuw nsw i64 %indvars.iv48, 1, !dbg !69
    #dbg_value(i64 %indvars.iv.next49, !40, !DIExpression(), !46)
  %exitcond52.not = icmp eq i64 %indvars.iv.next49, %wide.trip.count51, !dbg !48
  br i1 %exitcond52.not, label %for.cond.cleanup19, label %for.body20, !dbg !47, !llvm.loop !70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #3 !dbg !72 {
entry:
  %out = alloca [64 x double], align 16
    #dbg_value(i32 %argc, !78, !DIExpression(), !89)
    #dbg_value(ptr %argv, !79, !DIExpression(), !89)
  %call = tail call noalias dereferenceable_or_null(4096) ptr @malloc(i64 noundef 4096) #6, !dbg !90
    #dbg_value(ptr %call, !80, !DIExpression(), !89)
    #dbg_value(i32 0, !81, !DIExpression(), !91)
  br label %for.body, !dbg !92

for.cond.cleanup:                                 ; preds = %for.body
  %add.ptr = getelementptr inbounds i8, ptr %call, i64 2048, !dbg !93
    #dbg_value(ptr %add.ptr, !83, !DIExpression(), !89)
  %cmp1 = icmp sgt i32 %argc, 1, !dbg !94
  %cond.v = select i1 %cmp1, i64 16, i64 512, !dbg !95
  %cond = getelementptr inbounds i8, ptr %call, i64 %cond.v, !dbg !95
    #dbg_value(ptr %cond, !84, !DIExpression(), !89)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %out) #7, !dbg !96
    #dbg_declare(ptr %out, !85, !DIExpression(), !97)
  call void @reduce(i32 noundef 60, ptr noundef nonnull %cond, ptr noundef nonnull %call, ptr noundef nonnull %add.ptr, ptr noundef nonnull %out), !dbg !98
    #dbg_value(double 0.000000e+00, !86, !DIExpression(), !89)
    #dbg_value(i32 0, !87, !DIExpression(), !99)
  br label %for.body10, !dbg !100

for.body:                                         ; preds = %entry, %for.body
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !81, !DIExpression(), !91)
  %0 = trunc i64 %indvars.iv to i16, !dbg !101
  %rem.lhs.trunc = mul nuw nsw i16 %0, 7, !dbg !101
  %rem30 = urem i16 %rem.lhs.trunc, 13, !dbg !101
  %conv = uitofp nneg i16 %rem30 to double, !dbg !103
  %div = fdiv double %conv, 1.300000e+01, !dbg !104
  %arrayidx = getelementptr inbounds double, ptr %call, i64 %indvars.iv, !dbg !105
  store double %div, ptr %arrayidx, align 8, !dbg !106, !tbaa !52
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !107
    #dbg_value(i64 %indvars.iv.next, !81, !DIExpression(), !91)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 512, !dbg !108
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !92, !llvm.loop !109

for.cond.cleanup9:                                ; preds = %for.body10
  %call18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %3), !dbg !111
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %out) #7, !dbg !112
  ret i32 0, !dbg !113

for.body10:                                       ; preds = %for.cond.cleanup, %for.body10
  %indvars.iv35 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next36, %for.body10 ]
  %s.032 = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %3, %for.body10 ]
    #dbg_value(i64 %indvars.iv35, !87, !DIExpression(), !99)
    #dbg_value(double %s.032, !86, !DIExpression(), !89)
  %arrayidx12 = getelementptr inbounds [64 x double], ptr %out, i64 0, i64 %indvars.iv35, !dbg !114
  %1 = load double, ptr %arrayidx12, align 8, !dbg !114, !tbaa !52
  %indvars.iv.next36 = add nuw nsw i64 %indvars.iv35, 1, !dbg !116
  %2 = trunc nuw nsw i64 %indvars.iv.next36 to i32, !dbg !117
  %conv13 = uitofp nneg i32 %2 to double, !dbg !117
  %3 = tail call double @llvm.fmuladd.f64(double %1, double %conv13, double %s.032), !dbg !118
    #dbg_value(i64 %indvars.iv.next36, !87, !DIExpression(), !99)
    #dbg_value(double %3, !86, !DIExpression(), !89)
  %exitcond38.not = icmp eq i64 %indvars.iv.next36, 60, !dbg !119
  br i1 %exitcond38.not, label %for.cond.cleanup9, label %for.body10, !dbg !100, !llvm.loop !120
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !122 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !130 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "reduce.c", directory: ".", checksumkind: CSK_MD5, checksum: "9e573fe432a740520b9759b8aa5cf220")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !14, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 4096, elements: !12)
!11 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!12 = !{!13}
!13 = !DISubrange(count: 64)
!14 = !{!0}
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "reduce", scope: !2, file: !2, line: 4, type: !24, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !28)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !26, !27, !27, !9, !27}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!28 = !{!29, !30, !31, !32, !33, !34, !36, !40}
!29 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !2, line: 4, type: !26)
!30 = !DILocalVariable(name: "sum", arg: 2, scope: !23, file: !2, line: 4, type: !27)
!31 = !DILocalVariable(name: "A", arg: 3, scope: !23, file: !2, line: 4, type: !27)
!32 = !DILocalVariable(name: "C", arg: 4, scope: !23, file: !2, line: 5, type: !9)
!33 = !DILocalVariable(name: "out", arg: 5, scope: !23, file: !2, line: 5, type: !27)
!34 = !DILocalVariable(name: "p", scope: !35, file: !2, line: 6, type: !26)
!35 = distinct !DILexicalBlock(scope: !23, file: !2, line: 6, column: 3)
!36 = !DILocalVariable(name: "s", scope: !37, file: !2, line: 8, type: !26)
!37 = distinct !DILexicalBlock(scope: !38, file: !2, line: 8, column: 5)
!38 = distinct !DILexicalBlock(scope: !39, file: !2, line: 6, column: 31)
!39 = distinct !DILexicalBlock(scope: !35, file: !2, line: 6, column: 3)
!40 = !DILocalVariable(name: "p", scope: !41, file: !2, line: 11, type: !26)
!41 = distinct !DILexicalBlock(scope: !23, file: !2, line: 11, column: 3)
!42 = !DILocation(line: 0, scope: !23)
!43 = !DILocation(line: 0, scope: !35)
!44 = !DILocation(line: 6, column: 21, scope: !39)
!45 = !DILocation(line: 6, column: 3, scope: !35)
!46 = !DILocation(line: 0, scope: !41)
!47 = !DILocation(line: 11, column: 3, scope: !41)
!48 = !DILocation(line: 11, column: 21, scope: !49)
!49 = distinct !DILexicalBlock(scope: !41, file: !2, line: 11, column: 3)
!50 = !DILocation(line: 7, column: 5, scope: !38)
!51 = !DILocation(line: 7, column: 12, scope: !38)
!52 = !{!53, !53, i64 0}
!53 = !{!"double", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 0, scope: !37)
!57 = !DILocation(line: 9, column: 17, scope: !58)
!58 = distinct !DILexicalBlock(scope: !37, file: !2, line: 8, column: 5)
!59 = !DILocation(line: 9, column: 24, scope: !58)
!60 = !DILocation(line: 9, column: 14, scope: !58)
!61 = !DILocation(line: 6, column: 27, scope: !39)
!62 = distinct !{!62, !45, !63, !64}
!63 = !DILocation(line: 10, column: 3, scope: !35)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 13, column: 1, scope: !23)
!66 = !DILocation(line: 12, column: 14, scope: !49)
!67 = !DILocation(line: 12, column: 5, scope: !49)
!68 = !DILocation(line: 12, column: 12, scope: !49)
!69 = !DILocation(line: 11, column: 27, scope: !49)
!70 = distinct !{!70, !47, !71, !64}
!71 = !DILocation(line: 12, column: 19, scope: !41)
!72 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !73, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !77)
!73 = !DISubroutineType(types: !74)
!74 = !{!26, !26, !75}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!77 = !{!78, !79, !80, !81, !83, !84, !85, !86, !87}
!78 = !DILocalVariable(name: "argc", arg: 1, scope: !72, file: !2, line: 15, type: !26)
!79 = !DILocalVariable(name: "argv", arg: 2, scope: !72, file: !2, line: 15, type: !75)
!80 = !DILocalVariable(name: "buf", scope: !72, file: !2, line: 16, type: !27)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 17, type: !26)
!82 = distinct !DILexicalBlock(scope: !72, file: !2, line: 17, column: 3)
!83 = !DILocalVariable(name: "C", scope: !72, file: !2, line: 19, type: !9)
!84 = !DILocalVariable(name: "sum", scope: !72, file: !2, line: 21, type: !27)
!85 = !DILocalVariable(name: "out", scope: !72, file: !2, line: 22, type: !10)
!86 = !DILocalVariable(name: "s", scope: !72, file: !2, line: 24, type: !11)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 25, type: !26)
!88 = distinct !DILexicalBlock(scope: !72, file: !2, line: 25, column: 3)
!89 = !DILocation(line: 0, scope: !72)
!90 = !DILocation(line: 16, column: 17, scope: !72)
!91 = !DILocation(line: 0, scope: !82)
!92 = !DILocation(line: 17, column: 3, scope: !82)
!93 = !DILocation(line: 19, column: 42, scope: !72)
!94 = !DILocation(line: 21, column: 22, scope: !72)
!95 = !DILocation(line: 21, column: 17, scope: !72)
!96 = !DILocation(line: 22, column: 3, scope: !72)
!97 = !DILocation(line: 22, column: 10, scope: !72)
!98 = !DILocation(line: 23, column: 3, scope: !72)
!99 = !DILocation(line: 0, scope: !88)
!100 = !DILocation(line: 25, column: 3, scope: !88)
!101 = !DILocation(line: 18, column: 21, scope: !102)
!102 = distinct !DILexicalBlock(scope: !82, file: !2, line: 17, column: 3)
!103 = !DILocation(line: 18, column: 14, scope: !102)
!104 = !DILocation(line: 18, column: 27, scope: !102)
!105 = !DILocation(line: 18, column: 5, scope: !102)
!106 = !DILocation(line: 18, column: 12, scope: !102)
!107 = !DILocation(line: 17, column: 32, scope: !102)
!108 = !DILocation(line: 17, column: 21, scope: !102)
!109 = distinct !{!109, !92, !110, !64}
!110 = !DILocation(line: 18, column: 29, scope: !82)
!111 = !DILocation(line: 27, column: 3, scope: !72)
!112 = !DILocation(line: 29, column: 1, scope: !72)
!113 = !DILocation(line: 28, column: 3, scope: !72)
!114 = !DILocation(line: 26, column: 10, scope: !115)
!115 = distinct !DILexicalBlock(scope: !88, file: !2, line: 25, column: 3)
!116 = !DILocation(line: 26, column: 22, scope: !115)
!117 = !DILocation(line: 26, column: 19, scope: !115)
!118 = !DILocation(line: 26, column: 7, scope: !115)
!119 = !DILocation(line: 25, column: 21, scope: !115)
!120 = distinct !{!120, !100, !121, !64}
!121 = !DILocation(line: 26, column: 25, scope: !88)
!122 = !DISubprogram(name: "malloc", scope: !123, file: !123, line: 553, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!124 = !DISubroutineType(types: !125)
!125 = !{!126, !127}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !128, line: 18, baseType: !129)
!128 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!129 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!130 = !DISubprogram(name: "printf", scope: !131, file: !131, line: 356, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!132 = !DISubroutineType(types: !133)
!133 = !{!26, !134, null}
!134 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)

