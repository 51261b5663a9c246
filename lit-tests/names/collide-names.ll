; Names stay unique within a SCoP, and apart from the model's statement
; names: a name taken gets _1, _2. In save, the global A and copy's
; parameter A (out, after inlining) are both A in the source: the first one
; accessed keeps A, the other becomes A_1. In shift, the parameter S0 would
; be the name of the first statement: the array becomes S0_1.
; RUN: %opt -passes='tessera<codegen=always>' -pass-remarks-analysis=tessera -disable-output %s 2>&1 | FileCheck --check-prefix=REMARK %s
; RUN: %opt -passes='tessera<codegen=never;print-model>' -disable-output %s | FileCheck --check-prefix=MODEL %s
; REMARK: remark: collide-names.c:5:3: SCoP save.scop0 runs its regenerated code only when @A and @A_1 do not overlap in a way that changes the result; the original code otherwise
; REMARK: remark: collide-names.c:14:3: SCoP shift.scop0 runs its regenerated code only when @T and @S0_1 do not overlap in a way that changes the result; the original code otherwise
; MODEL-LABEL: scop @save.scop0 in @save
; MODEL-NEXT: params [n : i64]
; MODEL-NEXT: context
; MODEL-NEXT: array @A : f64 [?] memory size 8
; MODEL-NEXT: array @A_1 : f64 [?] memory size 8
; MODEL: read #0 @A "[n] -> { S0[i0] -> A[i0] }"
; MODEL-NEXT: write #1 @A_1 "[n] -> { S0[i0] -> A_1[i0] }"
; MODEL-LABEL: scop @shift.scop0 in @shift
; MODEL: array @T : f64 [?] memory size 8
; MODEL-NEXT: array @S0_1 : f64 [?] memory size 8
; MODEL: stmt @S0
; MODEL: write #1 @S0_1 "[n] -> { S0[i0] -> S0_1[i0] }"
;
; The IR is %cc-ir's output (clang-19 -O2 -g -S -emit-llvm
; -fno-discard-value-names -fno-vectorize -fno-slp-vectorize
; -fno-unroll-loops, and -fdebug-compilation-dir=.) for this collide-names.c:
;
;   #define N 1000
;   double A[N]; /* a global named like the helper's parameter */
;
;   static void copy(int n, double *A, const double *B) {
;     for (int i = 0; i < n; i++)
;       A[i] = 2.0 * B[i];
;   }
;
;   /* After inlining, out is copy's A, and the global is A too. */
;   void save(int n, double *out) { copy(n, out, A); }
;
;   /* S0 is the model's name of the first statement. */
;   void shift(int n, double *S0, const double *T) {
;     for (int i = 0; i < n; i++)
;       S0[i] = T[i + 1];
;   }

; ModuleID = 'collide-names.c'
source_filename = "collide-names.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local local_unnamed_addr global [1000 x double] zeroinitializer, align 16, !dbg !0

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable
define dso_local void @save(i32 noundef %n, ptr nocapture noundef writeonly %out) local_unnamed_addr #0 !dbg !17 {
entry:
    #dbg_value(i32 %n, !23, !DIExpression(), !25)
    #dbg_value(ptr %out, !24, !DIExpression(), !25)
    #dbg_value(i32 %n, !26, !DIExpression(), !37)
    #dbg_value(ptr %out, !33, !DIExpression(), !37)
    #dbg_value(ptr @A, !34, !DIExpression(), !37)
    #dbg_value(i32 0, !35, !DIExpression(), !39)
  %cmp6.i = icmp sgt i32 %n, 0, !dbg !40
  br i1 %cmp6.i, label %for.body.preheader.i, label %copy.exit, !dbg !42

for.body.preheader.i:                             ; preds = %entry
  %wide.trip.count.i = zext nneg i32 %n to i64, !dbg !40
  br label %for.body.i, !dbg !42

for.body.i:                                       ; preds = %for.body.i, %for.body.preheader.i
  %indvars.iv.i = phi i64 [ 0, %for.body.preheader.i ], [ %indvars.iv.next.i, %for.body.i ]
    #dbg_value(i64 %indvars.iv.i, !35, !DIExpression(), !39)
  %arrayidx.i = getelementptr inbounds double, ptr @A, i64 %indvars.iv.i, !dbg !43
  %0 = load double, ptr %arrayidx.i, align 8, !dbg !43, !tbaa !44
  %mul.i = fmul double %0, 2.000000e+00, !dbg !48
  %arrayidx2.i = getelementptr inbounds double, ptr %out, i64 %indvars.iv.i, !dbg !49
  store double %mul.i, ptr %arrayidx2.i, align 8, !dbg !50, !tbaa !44
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !51
    #dbg_value(i64 %indvars.iv.next.i, !35, !DIExpression(), !39)
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, %wide.trip.count.i, !dbg !40
  br i1 %exitcond.not.i, label %copy.exit, label %for.body.i, !dbg !42, !llvm.loop !52

copy.exit:                                        ; preds = %for.body.i, %entry
  ret void, !dbg !56
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @shift(i32 noundef %n, ptr nocapture noundef writeonly %S0, ptr nocapture noundef readonly %T) local_unnamed_addr #1 !dbg !57 {
entry:
    #dbg_value(i32 %n, !59, !DIExpression(), !64)
    #dbg_value(ptr %S0, !60, !DIExpression(), !64)
    #dbg_value(ptr %T, !61, !DIExpression(), !64)
    #dbg_value(i32 0, !62, !DIExpression(), !65)
  %cmp6 = icmp sgt i32 %n, 0, !dbg !66
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup, !dbg !68

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !66
  br label %for.body, !dbg !68

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !69

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !62, !DIExpression(), !65)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !70
  %arrayidx = getelementptr inbounds double, ptr %T, i64 %indvars.iv.next, !dbg !71
  %0 = load double, ptr %arrayidx, align 8, !dbg !71, !tbaa !44
  %arrayidx2 = getelementptr inbounds double, ptr %S0, i64 %indvars.iv, !dbg !72
  store double %0, ptr %arrayidx2, align 8, !dbg !73, !tbaa !44
    #dbg_value(i64 %indvars.iv.next, !62, !DIExpression(), !65)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !66
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !68, !llvm.loop !74
}

attributes #0 = { nofree norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "collide-names.c", directory: ".", checksumkind: CSK_MD5, checksum: "3c9ea1455376a73be63203d91c49d86e")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64000, elements: !7)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 1000)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "save", scope: !3, file: !3, line: 10, type: !18, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!22 = !{!23, !24}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !17, file: !3, line: 10, type: !20)
!24 = !DILocalVariable(name: "out", arg: 2, scope: !17, file: !3, line: 10, type: !21)
!25 = !DILocation(line: 0, scope: !17)
!26 = !DILocalVariable(name: "n", arg: 1, scope: !27, file: !3, line: 4, type: !20)
!27 = distinct !DISubprogram(name: "copy", scope: !3, file: !3, line: 4, type: !28, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !32)
!28 = !DISubroutineType(types: !29)
!29 = !{null, !20, !21, !30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!32 = !{!26, !33, !34, !35}
!33 = !DILocalVariable(name: "A", arg: 2, scope: !27, file: !3, line: 4, type: !21)
!34 = !DILocalVariable(name: "B", arg: 3, scope: !27, file: !3, line: 4, type: !30)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 5, type: !20)
!36 = distinct !DILexicalBlock(scope: !27, file: !3, line: 5, column: 3)
!37 = !DILocation(line: 0, scope: !27, inlinedAt: !38)
!38 = distinct !DILocation(line: 10, column: 33, scope: !17)
!39 = !DILocation(line: 0, scope: !36, inlinedAt: !38)
!40 = !DILocation(line: 5, column: 21, scope: !41, inlinedAt: !38)
!41 = distinct !DILexicalBlock(scope: !36, file: !3, line: 5, column: 3)
!42 = !DILocation(line: 5, column: 3, scope: !36, inlinedAt: !38)
!43 = !DILocation(line: 6, column: 18, scope: !41, inlinedAt: !38)
!44 = !{!45, !45, i64 0}
!45 = !{!"double", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 6, column: 16, scope: !41, inlinedAt: !38)
!49 = !DILocation(line: 6, column: 5, scope: !41, inlinedAt: !38)
!50 = !DILocation(line: 6, column: 10, scope: !41, inlinedAt: !38)
!51 = !DILocation(line: 5, column: 27, scope: !41, inlinedAt: !38)
!52 = distinct !{!52, !42, !53, !54, !55}
!53 = !DILocation(line: 6, column: 21, scope: !36, inlinedAt: !38)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = !DILocation(line: 10, column: 50, scope: !17)
!57 = distinct !DISubprogram(name: "shift", scope: !3, file: !3, line: 13, type: !28, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!58 = !{!59, !60, !61, !62}
!59 = !DILocalVariable(name: "n", arg: 1, scope: !57, file: !3, line: 13, type: !20)
!60 = !DILocalVariable(name: "S0", arg: 2, scope: !57, file: !3, line: 13, type: !21)
!61 = !DILocalVariable(name: "T", arg: 3, scope: !57, file: !3, line: 13, type: !30)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 14, type: !20)
!63 = distinct !DILexicalBlock(scope: !57, file: !3, line: 14, column: 3)
!64 = !DILocation(line: 0, scope: !57)
!65 = !DILocation(line: 0, scope: !63)
!66 = !DILocation(line: 14, column: 21, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 14, column: 3)
!68 = !DILocation(line: 14, column: 3, scope: !63)
!69 = !DILocation(line: 16, column: 1, scope: !57)
!70 = !DILocation(line: 15, column: 17, scope: !67)
!71 = !DILocation(line: 15, column: 13, scope: !67)
!72 = !DILocation(line: 15, column: 5, scope: !67)
!73 = !DILocation(line: 15, column: 11, scope: !67)
!74 = distinct !{!74, !68, !75, !54, !55}
!75 = !DILocation(line: 15, column: 20, scope: !63)
