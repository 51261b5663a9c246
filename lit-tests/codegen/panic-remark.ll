; A panic inside the Rust code in detection or modelling leaves the
; function as it was (codegen/panic-model.ll) and a missed remark says so,
; as one in code generation does (codegen/panic.c): a user never sees loops
; silently left alone.
; RUN: env RUST_BACKTRACE=0 %opt -passes='tessera<inject-panic=detect>' -pass-remarks-missed=tessera %s -disable-output 2> %t.detect
; RUN: FileCheck %s < %t.detect
; RUN: env RUST_BACKTRACE=0 %opt -passes='tessera<inject-panic=model>' -pass-remarks-missed=tessera %s -disable-output 2> %t.model
; RUN: FileCheck %s < %t.model
; SOURCE: mvt_like.c
;    1| void mvt_like(int n, double A[restrict n][n], double *restrict x, const double *restrict y) {
;    2|   for (int i = 0; i < n; i++) {
;    3|     double s = x[i];
;    4|     for (int j = 0; j < n; j++)
;    5|       s += A[i][j] * y[j];
;    6|     x[i] = s;
;    7|   }
;    8| }
; END-SOURCE
;
; CHECK: remark: {{.*}}internal error (panic

; ModuleID = 'mvt_like.c'
source_filename = "mvt_like.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @mvt_like(i32 noundef %n, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef %x, ptr noalias nocapture noundef readonly %y) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !26, !DIExpression(), !37)
    #dbg_value(ptr %A, !27, !DIExpression(), !37)
    #dbg_value(ptr %x, !28, !DIExpression(), !37)
    #dbg_value(ptr %y, !29, !DIExpression(), !37)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !30, !DIExpression(), !38)
  %cmp31 = icmp sgt i32 %n, 0, !dbg !39
  br i1 %cmp31, label %for.body4.lr.ph, label %for.cond.cleanup, !dbg !40

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !41

for.body4.lr.ph:                                  ; preds = %entry, %for.cond.cleanup3
  %indvars.iv34 = phi i64 [ %indvars.iv.next35, %for.cond.cleanup3 ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv34, !30, !DIExpression(), !38)
  %arrayidx = getelementptr inbounds double, ptr %x, i64 %indvars.iv34, !dbg !42
    #dbg_value(double poison, !32, !DIExpression(), !43)
    #dbg_value(i32 0, !35, !DIExpression(), !44)
  %1 = load double, ptr %arrayidx, align 8, !dbg !42, !tbaa !45
    #dbg_value(double %1, !32, !DIExpression(), !43)
  %2 = mul nuw nsw i64 %indvars.iv34, %0
  %arrayidx6 = getelementptr inbounds double, ptr %A, i64 %2
  br label %for.body4, !dbg !49

for.cond.cleanup3:                                ; preds = %for.body4
  store double %5, ptr %arrayidx, align 8, !dbg !50, !tbaa !45
  %indvars.iv.next35 = add nuw nsw i64 %indvars.iv34, 1, !dbg !51
    #dbg_value(i64 %indvars.iv.next35, !30, !DIExpression(), !38)
  %exitcond38.not = icmp eq i64 %indvars.iv.next35, %0, !dbg !39
  br i1 %exitcond38.not, label %for.cond.cleanup, label %for.body4.lr.ph, !dbg !40, !llvm.loop !52

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
  %s.029 = phi double [ %1, %for.body4.lr.ph ], [ %5, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !35, !DIExpression(), !44)
    #dbg_value(double %s.029, !32, !DIExpression(), !43)
  %arrayidx8 = getelementptr inbounds double, ptr %arrayidx6, i64 %indvars.iv, !dbg !56
  %3 = load double, ptr %arrayidx8, align 8, !dbg !56, !tbaa !45
  %arrayidx10 = getelementptr inbounds double, ptr %y, i64 %indvars.iv, !dbg !58
  %4 = load double, ptr %arrayidx10, align 8, !dbg !58, !tbaa !45
  %5 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %s.029), !dbg !59
    #dbg_value(double %5, !32, !DIExpression(), !43)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !60
    #dbg_value(i64 %indvars.iv.next, !35, !DIExpression(), !44)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !61
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !49, !llvm.loop !62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mvt_like.c", directory: ".", checksumkind: CSK_MD5, checksum: "2f4c97363ce433a391fb4c27b77c53ef")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "mvt_like", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !25)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !20, !22}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, elements: !18)
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !{!19}
!19 = !DISubrange(count: -1)
!20 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!25 = !{!26, !27, !28, !29, !30, !32, !35}
!26 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!27 = !DILocalVariable(name: "A", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!28 = !DILocalVariable(name: "x", arg: 3, scope: !10, file: !1, line: 1, type: !20)
!29 = !DILocalVariable(name: "y", arg: 4, scope: !10, file: !1, line: 1, type: !22)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 2, type: !13)
!31 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!32 = !DILocalVariable(name: "s", scope: !33, file: !1, line: 3, type: !17)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 2, column: 31)
!34 = distinct !DILexicalBlock(scope: !31, file: !1, line: 2, column: 3)
!35 = !DILocalVariable(name: "j", scope: !36, file: !1, line: 4, type: !13)
!36 = distinct !DILexicalBlock(scope: !33, file: !1, line: 4, column: 5)
!37 = !DILocation(line: 0, scope: !10)
!38 = !DILocation(line: 0, scope: !31)
!39 = !DILocation(line: 2, column: 21, scope: !34)
!40 = !DILocation(line: 2, column: 3, scope: !31)
!41 = !DILocation(line: 8, column: 1, scope: !10)
!42 = !DILocation(line: 3, column: 16, scope: !33)
!43 = !DILocation(line: 0, scope: !33)
!44 = !DILocation(line: 0, scope: !36)
!45 = !{!46, !46, i64 0}
!46 = !{!"double", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 4, column: 5, scope: !36)
!50 = !DILocation(line: 6, column: 10, scope: !33)
!51 = !DILocation(line: 2, column: 27, scope: !34)
!52 = distinct !{!52, !40, !53, !54, !55}
!53 = !DILocation(line: 7, column: 3, scope: !31)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = !DILocation(line: 5, column: 12, scope: !57)
!57 = distinct !DILexicalBlock(scope: !36, file: !1, line: 4, column: 5)
!58 = !DILocation(line: 5, column: 22, scope: !57)
!59 = !DILocation(line: 5, column: 9, scope: !57)
!60 = !DILocation(line: 4, column: 29, scope: !57)
!61 = !DILocation(line: 4, column: 23, scope: !57)
!62 = distinct !{!62, !49, !63, !54, !55}
!63 = !DILocation(line: 5, column: 25, scope: !36)
