; A sum returned from its function leaves the loop through an LCSSA PHI:
; the model writes it to an exitphi array on the loop's last iteration
; only (S2: i0 = n - 1), and the accumulator's PHI is a phi array written
; before the loop (S1) and on the back edge (S3). Regenerated (the round
; trip), the value the function returns comes from the new code: the
; program prints what it printed, for n = 100, 1 (no back edge taken) and
; 0 (the loop does not run; the PHI's value from before the loop).
; RUN: %opt -passes='tessera<only=dot;print-model>' %s -disable-output > %t.model
; RUN: FileCheck --check-prefix=MODEL %s < %t.model
; RUN: %opt -passes='tessera<only=dot;schedule=original;codegen=always>' -pass-remarks=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 1 > %t.out && %t.ref 1 > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 0 > %t.out && %t.ref 0 > %t.ref.out && diff %t.out %t.ref.out
; SOURCE: dot.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline)) double dot(long n, const double *a, const double *b) {
;    5|   double s = 0;
;    6|   for (long i = 0; i < n; i++)
;    7|     s += a[i] * b[i];
;    8|   return s;
;    9| }
;   10|
;   11| int main(int argc, char **argv) {
;   12|   long n = argc > 1 ? atol(argv[1]) : 100;
;   13|   double *a = malloc(sizeof(double) * (n + 1)), *b = malloc(sizeof(double) * (n + 1));
;   14|   for (long i = 0; i < n; i++) {
;   15|     a[i] = (double)(i % 7) / 7.0;
;   16|     b[i] = (double)(i % 5) - 2.0;
;   17|   }
;   18|   printf("%.17g\n", dot(n, a, b));
;   19|   return 0;
;   20| }
; END-SOURCE
;
; MODEL: scop @dot.scop0 in @dot
; MODEL-DAG: array @[[PHI:phi_s[a-z_0-9]*]] : f64 [] phi size 8
; MODEL-DAG: array @[[EXIT:[a-z_0-9]+lcssa[a-z_0-9]*]] : f64 [] exitphi size 8
; MODEL: stmt @S2
; MODEL-NEXT: domain "[n] -> { S2[i0 = -1 + n] : n > 0 }"
; MODEL: write #1 @[[EXIT]] "[n] -> { S2[i0] -> [[EXIT]][] }"
; MODEL: stmt @S3
; MODEL-NEXT: domain "[n] -> { S3[i0] : 0 <= i0 <= -2 + n }"
; MODEL: write #1 @[[PHI]] "[n] -> { S3[i0] -> [[PHI]][] }"
; REMARK: remark: dot.c:6:3: regenerated SCoP dot.scop0 (1 loops, 4 statements) from its schedule

; ModuleID = 'dot.c'
source_filename = "dot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @dot(i64 noundef %n, ptr nocapture noundef readonly %a, ptr nocapture noundef readonly %b) local_unnamed_addr #0 !dbg !22 {
entry:
    #dbg_value(i64 %n, !29, !DIExpression(), !35)
    #dbg_value(ptr %a, !30, !DIExpression(), !35)
    #dbg_value(ptr %b, !31, !DIExpression(), !35)
    #dbg_value(double 0.000000e+00, !32, !DIExpression(), !35)
    #dbg_value(i64 0, !33, !DIExpression(), !36)
  %cmp6 = icmp sgt i64 %n, 0, !dbg !37
  br i1 %cmp6, label %for.body, label %for.cond.cleanup, !dbg !39

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %2, %for.body ], !dbg !35
  ret double %s.0.lcssa, !dbg !40

for.body:                                         ; preds = %entry, %for.body
  %i.08 = phi i64 [ %inc, %for.body ], [ 0, %entry ]
  %s.07 = phi double [ %2, %for.body ], [ 0.000000e+00, %entry ]
    #dbg_value(i64 %i.08, !33, !DIExpression(), !36)
    #dbg_value(double %s.07, !32, !DIExpression(), !35)
  %arrayidx = getelementptr inbounds double, ptr %a, i64 %i.08, !dbg !41
  %0 = load double, ptr %arrayidx, align 8, !dbg !41, !tbaa !42
  %arrayidx1 = getelementptr inbounds double, ptr %b, i64 %i.08, !dbg !46
  %1 = load double, ptr %arrayidx1, align 8, !dbg !46, !tbaa !42
  %2 = tail call double @llvm.fmuladd.f64(double %0, double %1, double %s.07), !dbg !47
    #dbg_value(double %2, !32, !DIExpression(), !35)
  %inc = add nuw nsw i64 %i.08, 1, !dbg !48
    #dbg_value(i64 %inc, !33, !DIExpression(), !36)
  %exitcond.not = icmp eq i64 %inc, %n, !dbg !37
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !39, !llvm.loop !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !53 {
entry:
    #dbg_value(i32 %argc, !58, !DIExpression(), !66)
    #dbg_value(ptr %argv, !59, !DIExpression(), !66)
  %cmp = icmp sgt i32 %argc, 1, !dbg !67
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !68

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !69
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !69, !tbaa !70
    #dbg_value(ptr %0, !72, !DIExpression(), !80)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #6, !dbg !82
  br label %cond.end, !dbg !68

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i64 [ %call.i, %cond.true ], [ 100, %entry ], !dbg !68
    #dbg_value(i64 %cond, !60, !DIExpression(), !66)
  %add = shl i64 %cond, 3, !dbg !83
  %mul = add i64 %add, 8, !dbg !83
  %call1 = tail call noalias ptr @malloc(i64 noundef %mul) #7, !dbg !84
    #dbg_value(ptr %call1, !61, !DIExpression(), !66)
  %call4 = tail call noalias ptr @malloc(i64 noundef %mul) #7, !dbg !85
    #dbg_value(ptr %call4, !63, !DIExpression(), !66)
    #dbg_value(i64 0, !64, !DIExpression(), !86)
  %cmp522 = icmp sgt i64 %cond, 0, !dbg !87
  br i1 %cmp522, label %for.body, label %for.cond.cleanup, !dbg !89

for.cond.cleanup:                                 ; preds = %for.body, %cond.end
  %call10 = tail call double @dot(i64 noundef %cond, ptr noundef %call1, ptr noundef %call4), !dbg !90
  %call11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %call10), !dbg !91
  ret i32 0, !dbg !92

for.body:                                         ; preds = %cond.end, %for.body
  %i.023 = phi i64 [ %inc, %for.body ], [ 0, %cond.end ]
    #dbg_value(i64 %i.023, !64, !DIExpression(), !86)
  %rem = urem i64 %i.023, 7, !dbg !93
  %conv = uitofp nneg i64 %rem to double, !dbg !95
  %div = fdiv double %conv, 7.000000e+00, !dbg !96
  %arrayidx6 = getelementptr inbounds double, ptr %call1, i64 %i.023, !dbg !97
  store double %div, ptr %arrayidx6, align 8, !dbg !98, !tbaa !42
  %rem7 = urem i64 %i.023, 5, !dbg !99
  %1 = add nsw i64 %rem7, -2, !dbg !100
  %sub = sitofp i64 %1 to double, !dbg !100
  %arrayidx9 = getelementptr inbounds double, ptr %call4, i64 %i.023, !dbg !101
  store double %sub, ptr %arrayidx9, align 8, !dbg !102, !tbaa !42
  %inc = add nuw nsw i64 %i.023, 1, !dbg !103
    #dbg_value(i64 %inc, !64, !DIExpression(), !86)
  %exitcond.not = icmp eq i64 %inc, %cond, !dbg !87
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !89, !llvm.loop !104
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !106 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !112 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !117 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "dot.c", directory: ".", checksumkind: CSK_MD5, checksum: "f5dd3d220d8ba50014d8760253bd62ba")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !13, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10, !12}
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = !{!0}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "dot", scope: !2, file: !2, line: 4, type: !23, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!9, !25, !26, !26}
!25 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!28 = !{!29, !30, !31, !32, !33}
!29 = !DILocalVariable(name: "n", arg: 1, scope: !22, file: !2, line: 4, type: !25)
!30 = !DILocalVariable(name: "a", arg: 2, scope: !22, file: !2, line: 4, type: !26)
!31 = !DILocalVariable(name: "b", arg: 3, scope: !22, file: !2, line: 4, type: !26)
!32 = !DILocalVariable(name: "s", scope: !22, file: !2, line: 5, type: !9)
!33 = !DILocalVariable(name: "i", scope: !34, file: !2, line: 6, type: !25)
!34 = distinct !DILexicalBlock(scope: !22, file: !2, line: 6, column: 3)
!35 = !DILocation(line: 0, scope: !22)
!36 = !DILocation(line: 0, scope: !34)
!37 = !DILocation(line: 6, column: 22, scope: !38)
!38 = distinct !DILexicalBlock(scope: !34, file: !2, line: 6, column: 3)
!39 = !DILocation(line: 6, column: 3, scope: !34)
!40 = !DILocation(line: 8, column: 3, scope: !22)
!41 = !DILocation(line: 7, column: 10, scope: !38)
!42 = !{!43, !43, i64 0}
!43 = !{!"double", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 7, column: 17, scope: !38)
!47 = !DILocation(line: 7, column: 7, scope: !38)
!48 = !DILocation(line: 6, column: 28, scope: !38)
!49 = distinct !{!49, !39, !50, !51, !52}
!50 = !DILocation(line: 7, column: 20, scope: !34)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !{!"llvm.loop.unroll.disable"}
!53 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !54, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !57)
!54 = !DISubroutineType(types: !55)
!55 = !{!56, !56, !10}
!56 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!57 = !{!58, !59, !60, !61, !63, !64}
!58 = !DILocalVariable(name: "argc", arg: 1, scope: !53, file: !2, line: 11, type: !56)
!59 = !DILocalVariable(name: "argv", arg: 2, scope: !53, file: !2, line: 11, type: !10)
!60 = !DILocalVariable(name: "n", scope: !53, file: !2, line: 12, type: !25)
!61 = !DILocalVariable(name: "a", scope: !53, file: !2, line: 13, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!63 = !DILocalVariable(name: "b", scope: !53, file: !2, line: 13, type: !62)
!64 = !DILocalVariable(name: "i", scope: !65, file: !2, line: 14, type: !25)
!65 = distinct !DILexicalBlock(scope: !53, file: !2, line: 14, column: 3)
!66 = !DILocation(line: 0, scope: !53)
!67 = !DILocation(line: 12, column: 17, scope: !53)
!68 = !DILocation(line: 12, column: 12, scope: !53)
!69 = !DILocation(line: 12, column: 28, scope: !53)
!70 = !{!71, !71, i64 0}
!71 = !{!"any pointer", !44, i64 0}
!72 = !DILocalVariable(name: "__nptr", arg: 1, scope: !73, file: !74, line: 367, type: !77)
!73 = distinct !DISubprogram(name: "atol", scope: !74, file: !74, line: 367, type: !75, scopeLine: 368, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !79)
!74 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!75 = !DISubroutineType(types: !76)
!76 = !{!25, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!79 = !{!72}
!80 = !DILocation(line: 0, scope: !73, inlinedAt: !81)
!81 = distinct !DILocation(line: 12, column: 23, scope: !53)
!82 = !DILocation(line: 369, column: 10, scope: !73, inlinedAt: !81)
!83 = !DILocation(line: 13, column: 37, scope: !53)
!84 = !DILocation(line: 13, column: 15, scope: !53)
!85 = !DILocation(line: 13, column: 54, scope: !53)
!86 = !DILocation(line: 0, scope: !65)
!87 = !DILocation(line: 14, column: 22, scope: !88)
!88 = distinct !DILexicalBlock(scope: !65, file: !2, line: 14, column: 3)
!89 = !DILocation(line: 14, column: 3, scope: !65)
!90 = !DILocation(line: 18, column: 21, scope: !53)
!91 = !DILocation(line: 18, column: 3, scope: !53)
!92 = !DILocation(line: 19, column: 3, scope: !53)
!93 = !DILocation(line: 15, column: 23, scope: !94)
!94 = distinct !DILexicalBlock(scope: !88, file: !2, line: 14, column: 32)
!95 = !DILocation(line: 15, column: 12, scope: !94)
!96 = !DILocation(line: 15, column: 28, scope: !94)
!97 = !DILocation(line: 15, column: 5, scope: !94)
!98 = !DILocation(line: 15, column: 10, scope: !94)
!99 = !DILocation(line: 16, column: 23, scope: !94)
!100 = !DILocation(line: 16, column: 28, scope: !94)
!101 = !DILocation(line: 16, column: 5, scope: !94)
!102 = !DILocation(line: 16, column: 10, scope: !94)
!103 = !DILocation(line: 14, column: 28, scope: !88)
!104 = distinct !{!104, !89, !105, !51, !52}
!105 = !DILocation(line: 17, column: 3, scope: !65)
!106 = !DISubprogram(name: "malloc", scope: !74, file: !74, line: 553, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{!12, !109}
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !110, line: 18, baseType: !111)
!110 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!111 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!112 = !DISubprogram(name: "printf", scope: !113, file: !113, line: 356, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!114 = !DISubroutineType(types: !115)
!115 = !{!56, !116, null}
!116 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !77)
!117 = !DISubprogram(name: "strtol", scope: !74, file: !74, line: 177, type: !118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DISubroutineType(types: !119)
!119 = !{!25, !116, !120, !56}
!120 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !10)
