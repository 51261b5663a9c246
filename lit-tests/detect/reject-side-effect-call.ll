; A call that may have side effects (printf writes to a stream) cannot be
; reordered or duplicated: the nest is rejected, the remark pointing at the
; call.
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes=tessera -pass-remarks-missed=tessera -pass-remarks-analysis=tessera %s -disable-output 2>&1 | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: side_effect.c
;    1| #include <stdio.h>
;    2|
;    3| void side_effect(int n, double *a) {
;    4|   for (int i = 0; i < n; i++) {
;    5|     a[i] = i;
;    6|     printf("%f\n", a[i]);
;    7|   }
;    8| }
; END-SOURCE
;
; CHECK: remark: side_effect.c:6:5: loop nest not optimized: the call to 'printf' may have side effects (it may write memory, not return, or throw)

; ModuleID = 'side_effect.c'
source_filename = "side_effect.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local void @side_effect(i32 noundef %n, ptr nocapture noundef writeonly %a) local_unnamed_addr #0 !dbg !17 {
entry:
    #dbg_value(i32 %n, !24, !DIExpression(), !28)
    #dbg_value(ptr %a, !25, !DIExpression(), !28)
    #dbg_value(i32 0, !26, !DIExpression(), !29)
  %cmp8 = icmp sgt i32 %n, 0, !dbg !30
  br i1 %cmp8, label %for.body.preheader, label %for.cond.cleanup, !dbg !32

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !30
  br label %for.body, !dbg !32

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !33

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !26, !DIExpression(), !29)
  %0 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !34
  %conv = uitofp nneg i32 %0 to double, !dbg !34
  %arrayidx = getelementptr inbounds double, ptr %a, i64 %indvars.iv, !dbg !36
  store double %conv, ptr %arrayidx, align 8, !dbg !37, !tbaa !38
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %conv), !dbg !42
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !43
    #dbg_value(i64 %indvars.iv.next, !26, !DIExpression(), !29)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !30
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !32, !llvm.loop !44
}

; Function Attrs: nofree nounwind
declare !dbg !47 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "side_effect.c", directory: ".", checksumkind: CSK_MD5, checksum: "23fa4f21b3ff08ffcf8bfec6a716963b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "side_effect", scope: !2, file: !2, line: 3, type: !18, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!23 = !{!24, !25, !26}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !17, file: !2, line: 3, type: !20)
!25 = !DILocalVariable(name: "a", arg: 2, scope: !17, file: !2, line: 3, type: !21)
!26 = !DILocalVariable(name: "i", scope: !27, file: !2, line: 4, type: !20)
!27 = distinct !DILexicalBlock(scope: !17, file: !2, line: 4, column: 3)
!28 = !DILocation(line: 0, scope: !17)
!29 = !DILocation(line: 0, scope: !27)
!30 = !DILocation(line: 4, column: 21, scope: !31)
!31 = distinct !DILexicalBlock(scope: !27, file: !2, line: 4, column: 3)
!32 = !DILocation(line: 4, column: 3, scope: !27)
!33 = !DILocation(line: 8, column: 1, scope: !17)
!34 = !DILocation(line: 5, column: 12, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !2, line: 4, column: 31)
!36 = !DILocation(line: 5, column: 5, scope: !35)
!37 = !DILocation(line: 5, column: 10, scope: !35)
!38 = !{!39, !39, i64 0}
!39 = !{!"double", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 6, column: 5, scope: !35)
!43 = !DILocation(line: 4, column: 27, scope: !31)
!44 = distinct !{!44, !32, !45, !46}
!45 = !DILocation(line: 7, column: 3, scope: !27)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DISubprogram(name: "printf", scope: !48, file: !48, line: 356, type: !49, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!49 = !DISubroutineType(types: !50)
!50 = !{!20, !51, null}
!51 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)

