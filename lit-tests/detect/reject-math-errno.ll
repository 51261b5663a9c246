; Math functions may set errno (clang's default -fmath-errno), so a call to
; sqrt may write memory: the nest is rejected, and the remark says which
; flag would let Tessera treat the call as pure (detect/pure-math-call.ll:
; the same loop accepted with -fno-math-errno).
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes=tessera -pass-remarks-missed=tessera -pass-remarks-analysis=tessera %s -disable-output 2>&1 | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: norms.c
;    1| void norms(int n, double *a) {
;    2|   for (int i = 0; i < n; i++)
;    3|     a[i] = __builtin_sqrt(a[i]);
;    4| }
; END-SOURCE
;
; CHECK: remark: norms.c:3:12: loop nest not optimized: the call to 'sqrt' may have side effects (it may write memory, not return, or throw) (math functions may set errno: compile with -fno-math-errno to let Tessera treat them as pure)

; ModuleID = 'norms.c'
source_filename = "norms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local void @norms(i32 noundef %n, ptr nocapture noundef %a) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !17, !DIExpression(), !21)
    #dbg_value(ptr %a, !18, !DIExpression(), !21)
    #dbg_value(i32 0, !19, !DIExpression(), !22)
  %cmp7 = icmp sgt i32 %n, 0, !dbg !23
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup, !dbg !25

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !23
  br label %for.body, !dbg !25

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !26

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !19, !DIExpression(), !22)
  %arrayidx = getelementptr inbounds double, ptr %a, i64 %indvars.iv, !dbg !27
  %0 = load double, ptr %arrayidx, align 8, !dbg !27, !tbaa !28
  %call = tail call double @sqrt(double noundef %0) #2, !dbg !32
  store double %call, ptr %arrayidx, align 8, !dbg !33, !tbaa !28
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !34
    #dbg_value(i64 %indvars.iv.next, !19, !DIExpression(), !22)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !23
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !25, !llvm.loop !35
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !38 double @sqrt(double noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "norms.c", directory: ".", checksumkind: CSK_MD5, checksum: "421afeb77a2e6eef2d1cf0e782a1d313")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "norms", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !{!17, !18, !19}
!17 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!18 = !DILocalVariable(name: "a", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!19 = !DILocalVariable(name: "i", scope: !20, file: !1, line: 2, type: !13)
!20 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!21 = !DILocation(line: 0, scope: !10)
!22 = !DILocation(line: 0, scope: !20)
!23 = !DILocation(line: 2, column: 21, scope: !24)
!24 = distinct !DILexicalBlock(scope: !20, file: !1, line: 2, column: 3)
!25 = !DILocation(line: 2, column: 3, scope: !20)
!26 = !DILocation(line: 4, column: 1, scope: !10)
!27 = !DILocation(line: 3, column: 27, scope: !24)
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C/C++ TBAA"}
!32 = !DILocation(line: 3, column: 12, scope: !24)
!33 = !DILocation(line: 3, column: 10, scope: !24)
!34 = !DILocation(line: 2, column: 27, scope: !24)
!35 = distinct !{!35, !25, !36, !37}
!36 = !DILocation(line: 3, column: 31, scope: !20)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !DISubprogram(name: "__builtin_sqrt", scope: !1, file: !1, line: 3, type: !39, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!39 = !DISubroutineType(types: !40)
!40 = !{!15, !15}

