; Statements end after stores: `b[i] = t` ends S0, `c[i] = t + 1` is S1.
; The value t crosses from one statement to the other, so it becomes a
; zero-dimensional value array (@v_mul) that S0 writes and S1 reads: the
; dependence through it is then visible to the scheduler (and its live
; ranges to the legality check) like any array's. The whole model is
; pinned (scripts/bless.py).
; RUN: %opt -passes='tessera<print-model>' %s -disable-output | FileCheck --match-full-lines --check-prefix=MODEL %s
; SOURCE: split.c
;    1| void split(long n, double *restrict a, double *restrict b, double *restrict c) {
;    2|   for (long i = 0; i < n; i++) {
;    3|     double t = a[i] * 2.0;
;    4|     b[i] = t;
;    5|     c[i] = t + 1.0;
;    6|   }
;    7| }
; END-SOURCE
;
; BLESS-BEGIN: MODEL
; MODEL: scop @split.scop0 in @split loc("split.c":2:3) {
; MODEL-NEXT:   params [n : i64]
; MODEL-NEXT:   context "[n] -> { : }"
; MODEL-NEXT:   array @v_mul : f64 [] value size 8
; MODEL-NEXT:   array @a : f64 [?] memory size 8
; MODEL-NEXT:   array @b : f64 [?] memory size 8
; MODEL-NEXT:   array @c : f64 [?] memory size 8
; MODEL-NEXT:   stmt @S0 loc("split.c":3:16) {
; MODEL-NEXT:     domain "[n] -> { S0[i0] : 0 <= i0 < n }"
; MODEL-NEXT:     schedule "[n] -> { S0[i0] -> [0, i0, 0] }"
; MODEL-NEXT:     read #0 @a "[n] -> { S0[i0] -> a[i0] }"
; MODEL-NEXT:     write #1 @v_mul "[n] -> { S0[i0] -> v_mul[] }"
; MODEL-NEXT:     write #2 @b "[n] -> { S0[i0] -> b[i0] }"
; MODEL-NEXT:     %0 = load #0 : f64
; MODEL-NEXT:     %1 = fmul %0, 2.000000e+00 : f64 : f64
; MODEL-NEXT:     store %1, #1 : void
; MODEL-NEXT:     store %1, #2 : void
; MODEL-NEXT:   }
; MODEL-NEXT:   stmt @S1 loc("split.c":5:14) {
; MODEL-NEXT:     domain "[n] -> { S1[i0] : 0 <= i0 < n }"
; MODEL-NEXT:     schedule "[n] -> { S1[i0] -> [0, i0, 1] }"
; MODEL-NEXT:     read #0 @v_mul "[n] -> { S1[i0] -> v_mul[] }"
; MODEL-NEXT:     write #1 @c "[n] -> { S1[i0] -> c[i0] }"
; MODEL-NEXT:     %0 = load #0 : f64
; MODEL-NEXT:     %1 = fadd %0, 1.000000e+00 : f64 : f64
; MODEL-NEXT:     store %1, #1 : void
; MODEL-NEXT:   }
; MODEL-NEXT: }
; BLESS-END

; ModuleID = 'split.c'
source_filename = "split.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @split(i64 noundef %n, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef writeonly %b, ptr noalias nocapture noundef writeonly %c) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i64 %n, !18, !DIExpression(), !27)
    #dbg_value(ptr %a, !19, !DIExpression(), !27)
    #dbg_value(ptr %b, !20, !DIExpression(), !27)
    #dbg_value(ptr %c, !21, !DIExpression(), !27)
    #dbg_value(i64 0, !22, !DIExpression(), !28)
  %cmp8 = icmp sgt i64 %n, 0, !dbg !29
  br i1 %cmp8, label %for.body, label %for.cond.cleanup, !dbg !30

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !31

for.body:                                         ; preds = %entry, %for.body
  %i.09 = phi i64 [ %inc, %for.body ], [ 0, %entry ]
    #dbg_value(i64 %i.09, !22, !DIExpression(), !28)
  %arrayidx = getelementptr inbounds double, ptr %a, i64 %i.09, !dbg !32
  %0 = load double, ptr %arrayidx, align 8, !dbg !32, !tbaa !33
  %mul = fmul double %0, 2.000000e+00, !dbg !37
    #dbg_value(double %mul, !24, !DIExpression(), !38)
  %arrayidx1 = getelementptr inbounds double, ptr %b, i64 %i.09, !dbg !39
  store double %mul, ptr %arrayidx1, align 8, !dbg !40, !tbaa !33
  %add = fadd double %mul, 1.000000e+00, !dbg !41
  %arrayidx2 = getelementptr inbounds double, ptr %c, i64 %i.09, !dbg !42
  store double %add, ptr %arrayidx2, align 8, !dbg !43, !tbaa !33
  %inc = add nuw nsw i64 %i.09, 1, !dbg !44
    #dbg_value(i64 %inc, !22, !DIExpression(), !28)
  %exitcond.not = icmp eq i64 %inc, %n, !dbg !29
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !30, !llvm.loop !45
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "split.c", directory: ".", checksumkind: CSK_MD5, checksum: "bcf04a73fa88995cf812449431000092")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "split", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !14, !14}
!13 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !{!18, !19, !20, !21, !22, !24}
!18 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!19 = !DILocalVariable(name: "a", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!20 = !DILocalVariable(name: "b", arg: 3, scope: !10, file: !1, line: 1, type: !14)
!21 = !DILocalVariable(name: "c", arg: 4, scope: !10, file: !1, line: 1, type: !14)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 2, type: !13)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!24 = !DILocalVariable(name: "t", scope: !25, file: !1, line: 3, type: !16)
!25 = distinct !DILexicalBlock(scope: !26, file: !1, line: 2, column: 32)
!26 = distinct !DILexicalBlock(scope: !23, file: !1, line: 2, column: 3)
!27 = !DILocation(line: 0, scope: !10)
!28 = !DILocation(line: 0, scope: !23)
!29 = !DILocation(line: 2, column: 22, scope: !26)
!30 = !DILocation(line: 2, column: 3, scope: !23)
!31 = !DILocation(line: 7, column: 1, scope: !10)
!32 = !DILocation(line: 3, column: 16, scope: !25)
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = !DILocation(line: 3, column: 21, scope: !25)
!38 = !DILocation(line: 0, scope: !25)
!39 = !DILocation(line: 4, column: 5, scope: !25)
!40 = !DILocation(line: 4, column: 10, scope: !25)
!41 = !DILocation(line: 5, column: 14, scope: !25)
!42 = !DILocation(line: 5, column: 5, scope: !25)
!43 = !DILocation(line: 5, column: 10, scope: !25)
!44 = !DILocation(line: 2, column: 28, scope: !26)
!45 = distinct !{!45, !30, !46, !47, !48}
!46 = !DILocation(line: 6, column: 3, scope: !23)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{!"llvm.loop.unroll.disable"}
