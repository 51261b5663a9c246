; Global and local arrays are named as the source names them: a global by
; its DIGlobalVariable (the static local y is @mv.y in the IR, y in the
; source), a local array by the variable debug information places at its
; alloca (t), a pointer parameter by its own (v). In the remarks, the
; model and the violation report of check-schedule (here a schedule that
; reverses the i loop, which carries y's recurrence). The same with the IR
; names discarded (clang's release builds), through bitcode.
; RUN: %opt -passes=tessera -pass-remarks-analysis=tessera -disable-output %s 2>&1 | FileCheck --check-prefix=REMARK --implicit-check-not=@mv_y %s
; RUN: %opt -passes='tessera<codegen=never;print-model>' -disable-output %s | FileCheck --check-prefix=MODEL --implicit-check-not=@mv_y --implicit-check-not=@MemRef %s
; RUN: llvm-as %s -o - | %opt --discard-value-names -passes='tessera<codegen=never;print-model>' -disable-output | FileCheck --check-prefix=MODEL --implicit-check-not=@mv_y --implicit-check-not=@MemRef %s
; RUN: echo '{ S0[i0] -> [0, 510 - i0, 0, 0, 0]; S1[i0, i1] -> [0, 510 - i0, 1, i1, 0]; S2[i0] -> [0, 510 - i0, 2, 0, 0]; S3[i0] -> [0, 510 - i0, 3, 0, 0] }' > %t.sched
; RUN: %opt -passes='tessera<codegen=never;check-schedule=@%t.sched>' -disable-output %s | FileCheck --check-prefix=CHECK-SCHED %s
; REMARK: remark: global-debug.c:8:3: SCoP mv.scop0 runs its regenerated code only when @v and @y do not overlap in a way that changes the result; the original code otherwise
; MODEL-LABEL: scop @mv.scop0 in @mv
; MODEL-DAG: array @t : f64 [?] memory size 8
; MODEL-DAG: array @A : f64 [?, 512] memory size 8
; MODEL-DAG: array @v : f64 [?] memory size 8
; MODEL-DAG: array @y : f64 [?] memory size 8
; MODEL: write #2 @y "{ S3[i0] -> y[i0 + 1] }"
; CHECK-SCHED: @mv.scop0: illegal, 1 violated relation(s)
; CHECK-SCHED-NEXT: violates the flow dependence: flow S3_a2 (global-debug.c:12) -> S3_a0 (global-debug.c:12) on @y:
;
; The IR is %cc-ir's output (clang-19 -O2 -g -S -emit-llvm
; -fno-discard-value-names -fno-vectorize -fno-slp-vectorize
; -fno-unroll-loops, and -fdebug-compilation-dir=.) for this global-debug.c:
;
;   #define N 512
;   double A[N][N]; /* a global array */
;   void use(double *p);
;
;   void mv(const double *v) {
;     static double y[N]; /* a static local: IR name @mv.y, source name y */
;     double t[N];        /* a local array */
;     for (int i = 1; i < N; i++) {
;       t[i] = 0.0;
;       for (int j = 0; j < N; j++)
;         t[i] += A[i][j] * v[j];
;       y[i] = y[i - 1] + t[i];
;     }
;     use(y);
;     use(t);
;   }

; ModuleID = 'global-debug.c'
source_filename = "global-debug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@mv.y = internal global [512 x double] zeroinitializer, align 16, !dbg !0
@A = dso_local local_unnamed_addr global [512 x [512 x double]] zeroinitializer, align 16, !dbg !11

; Function Attrs: nounwind uwtable
define dso_local void @mv(ptr nocapture noundef readonly %v) local_unnamed_addr #0 !dbg !2 {
entry:
  %t = alloca [512 x double], align 16, !DIAssignID !36
    #dbg_assign(i1 undef, !18, !DIExpression(), !36, ptr %t, !DIExpression(), !37)
    #dbg_value(ptr %v, !17, !DIExpression(), !37)
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %t) #4, !dbg !38
    #dbg_value(i32 1, !21, !DIExpression(), !39)
  br label %for.body, !dbg !40

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  tail call void @use(ptr noundef nonnull @mv.y) #4, !dbg !41
  call void @use(ptr noundef nonnull %t) #4, !dbg !42
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %t) #4, !dbg !43
  ret void, !dbg !43

for.body:                                         ; preds = %entry, %for.cond.cleanup3
  %indvars.iv35 = phi i64 [ 1, %entry ], [ %indvars.iv.next36, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv35, !21, !DIExpression(), !39)
  %arrayidx = getelementptr inbounds [512 x double], ptr %t, i64 0, i64 %indvars.iv35, !dbg !44
    #dbg_value(i32 0, !24, !DIExpression(), !45)
    #dbg_value(i32 0, !24, !DIExpression(), !45)
  br label %for.body4, !dbg !46

for.cond.cleanup3:                                ; preds = %for.body4
  store double %5, ptr %arrayidx, align 8, !dbg !47, !tbaa !49
  %0 = add nsw i64 %indvars.iv35, -1, !dbg !53
  %arrayidx14 = getelementptr inbounds [512 x double], ptr @mv.y, i64 0, i64 %0, !dbg !54
  %1 = load double, ptr %arrayidx14, align 8, !dbg !54, !tbaa !49
  %add = fadd double %1, %5, !dbg !55
  %arrayidx18 = getelementptr inbounds [512 x double], ptr @mv.y, i64 0, i64 %indvars.iv35, !dbg !56
  store double %add, ptr %arrayidx18, align 8, !dbg !57, !tbaa !49
  %indvars.iv.next36 = add nuw nsw i64 %indvars.iv35, 1, !dbg !58
    #dbg_value(i64 %indvars.iv.next36, !21, !DIExpression(), !39)
  %exitcond39.not = icmp eq i64 %indvars.iv.next36, 512, !dbg !59
  br i1 %exitcond39.not, label %for.cond.cleanup, label %for.body, !dbg !40, !llvm.loop !60

for.body4:                                        ; preds = %for.body, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body ], [ %indvars.iv.next, %for.body4 ]
  %2 = phi double [ 0.000000e+00, %for.body ], [ %5, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !24, !DIExpression(), !45)
  %arrayidx8 = getelementptr inbounds [512 x [512 x double]], ptr @A, i64 0, i64 %indvars.iv35, i64 %indvars.iv, !dbg !64
  %3 = load double, ptr %arrayidx8, align 8, !dbg !64, !tbaa !49
  %arrayidx10 = getelementptr inbounds double, ptr %v, i64 %indvars.iv, !dbg !65
  %4 = load double, ptr %arrayidx10, align 8, !dbg !65, !tbaa !49
  %5 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %2), !dbg !47
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !66
    #dbg_value(i64 %indvars.iv.next, !24, !DIExpression(), !45)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 512, !dbg !67
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !46, !llvm.loop !68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !70 void @use(ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 6, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "mv", scope: !3, file: !3, line: 5, type: !4, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !16)
!3 = !DIFile(filename: "global-debug.c", directory: ".", checksumkind: CSK_MD5, checksum: "6b5983536fd5d90b726ed0eed599bd3b")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !11}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "A", scope: !9, file: !3, line: 2, type: !13, isLocal: false, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16777216, elements: !14)
!14 = !{!15, !15}
!15 = !DISubrange(count: 512)
!16 = !{!17, !18, !21, !24}
!17 = !DILocalVariable(name: "v", arg: 1, scope: !2, file: !3, line: 5, type: !6)
!18 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 7, type: !19)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32768, elements: !20)
!20 = !{!15}
!21 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 8, type: !23)
!22 = distinct !DILexicalBlock(scope: !2, file: !3, line: 8, column: 3)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 10, type: !23)
!25 = distinct !DILexicalBlock(scope: !26, file: !3, line: 10, column: 5)
!26 = distinct !DILexicalBlock(scope: !27, file: !3, line: 8, column: 31)
!27 = distinct !DILexicalBlock(scope: !22, file: !3, line: 8, column: 3)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DIAssignID()
!37 = !DILocation(line: 0, scope: !2)
!38 = !DILocation(line: 7, column: 3, scope: !2)
!39 = !DILocation(line: 0, scope: !22)
!40 = !DILocation(line: 8, column: 3, scope: !22)
!41 = !DILocation(line: 14, column: 3, scope: !2)
!42 = !DILocation(line: 15, column: 3, scope: !2)
!43 = !DILocation(line: 16, column: 1, scope: !2)
!44 = !DILocation(line: 9, column: 5, scope: !26)
!45 = !DILocation(line: 0, scope: !25)
!46 = !DILocation(line: 10, column: 5, scope: !25)
!47 = !DILocation(line: 11, column: 12, scope: !48)
!48 = distinct !DILexicalBlock(scope: !25, file: !3, line: 10, column: 5)
!49 = !{!50, !50, i64 0}
!50 = !{!"double", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 12, column: 16, scope: !26)
!54 = !DILocation(line: 12, column: 12, scope: !26)
!55 = !DILocation(line: 12, column: 21, scope: !26)
!56 = !DILocation(line: 12, column: 5, scope: !26)
!57 = !DILocation(line: 12, column: 10, scope: !26)
!58 = !DILocation(line: 8, column: 27, scope: !27)
!59 = !DILocation(line: 8, column: 21, scope: !27)
!60 = distinct !{!60, !40, !61, !62, !63}
!61 = !DILocation(line: 13, column: 3, scope: !22)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !{!"llvm.loop.unroll.disable"}
!64 = !DILocation(line: 11, column: 15, scope: !48)
!65 = !DILocation(line: 11, column: 25, scope: !48)
!66 = !DILocation(line: 10, column: 29, scope: !48)
!67 = !DILocation(line: 10, column: 23, scope: !48)
!68 = distinct !{!68, !46, !69, !62, !63}
!69 = !DILocation(line: 11, column: 28, scope: !25)
!70 = !DISubprogram(name: "use", scope: !3, file: !3, line: 3, type: !71, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!71 = !DISubroutineType(types: !72)
!72 = !{null, !73}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
