; Option parallel on a module compiled without -fopenmp (no module flag
; "openmp", so the OpenMP runtime would not be linked): a missed remark
; says why, and the nest is regenerated sequentially, with no call into
; the runtime (a link would fail on __kmpc_fork_call, naming no cause).
; RUN: %opt -passes='tessera<only=gemm_ikj;parallel>' -pass-remarks=tessera -pass-remarks-missed=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: clang-19 -O2 %t.ll -o %t.exe && %t.exe > %t.out && clang-19 -O2 %s -o %t.ref && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; SOURCE: gemm_ikj.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline)) void gemm_ikj(int n, double alpha, double C[restrict n][n],
;    5|                                         double A[restrict n][n], double B[restrict n][n]) {
;    6|   for (int i = 0; i < n; i++)
;    7|     for (int k = 0; k < n; k++) {
;    8|       double t = alpha * A[i][k];
;    9|       for (int j = 0; j < n; j++)
;   10|         C[i][j] += t * B[k][j];
;   11|     }
;   12| }
;   13|
;   14| int main(int argc, char **argv) {
;   15|   int n = argc > 1 ? atoi(argv[1]) : 70;
;   16|   double (*A)[n] = malloc(sizeof(double) * n * n + 8);
;   17|   double (*B)[n] = malloc(sizeof(double) * n * n + 8);
;   18|   double (*C)[n] = malloc(sizeof(double) * n * n + 8);
;   19|   for (int i = 0; i < n; i++)
;   20|     for (int j = 0; j < n; j++) {
;   21|       A[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
;   22|       B[i][j] = (double)((i * 5 + j) % 13) / 13.0;
;   23|       C[i][j] = (double)(i - j) / 7.0;
;   24|     }
;   25|   gemm_ikj(n, 1.5, C, A, B);
;   26|   double s = 0;
;   27|   for (int i = 0; i < n; i++)
;   28|     for (int j = 0; j < n; j++)
;   29|       s += C[i][j] * (double)(i + 2 * j + 1);
;   30|   printf("%.17g\n", s);
;   31|   return 0;
;   32| }
; END-SOURCE
;
; REMARK: remark: gemm_ikj.c:6:3: SCoP gemm_ikj.scop0 stays sequential: option parallel needs the OpenMP runtime, and this module was not compiled with -fopenmp
; REMARK: remark: gemm_ikj.c:6:3: regenerated SCoP gemm_ikj.scop0 (3 loops, 2 statements) from its schedule
; CHECK-NOT: __kmpc
; CHECK-NOT: define internal void @gemm_ikj.tessera.par

; ModuleID = 'gemm_ikj.c'
source_filename = "gemm_ikj.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gemm_ikj(i32 noundef %n, double noundef %alpha, ptr noalias nocapture noundef %C, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %B) local_unnamed_addr #0 !dbg !23 {
entry:
    #dbg_value(i32 %n, !32, !DIExpression(), !47)
    #dbg_value(double %alpha, !33, !DIExpression(), !47)
    #dbg_value(ptr %C, !34, !DIExpression(), !47)
    #dbg_value(ptr %A, !35, !DIExpression(), !47)
    #dbg_value(ptr %B, !36, !DIExpression(), !47)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !37, !DIExpression(), !48)
  %cmp47 = icmp sgt i32 %n, 0, !dbg !49
  br i1 %cmp47, label %for.body4.lr.ph, label %for.cond.cleanup, !dbg !50

for.body4.lr.ph:                                  ; preds = %entry, %for.cond.cleanup3
  %indvars.iv55 = phi i64 [ %indvars.iv.next56, %for.cond.cleanup3 ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv55, !37, !DIExpression(), !48)
    #dbg_value(i32 0, !39, !DIExpression(), !51)
  %1 = mul nuw nsw i64 %indvars.iv55, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %1
  %arrayidx17 = getelementptr inbounds double, ptr %C, i64 %1
  br label %for.body4, !dbg !52

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !53

for.cond.cleanup3:                                ; preds = %for.cond.cleanup9
  %indvars.iv.next56 = add nuw nsw i64 %indvars.iv55, 1, !dbg !54
    #dbg_value(i64 %indvars.iv.next56, !37, !DIExpression(), !48)
  %exitcond59.not = icmp eq i64 %indvars.iv.next56, %0, !dbg !49
  br i1 %exitcond59.not, label %for.cond.cleanup, label %for.body4.lr.ph, !dbg !50, !llvm.loop !55

for.body4:                                        ; preds = %for.body4.lr.ph, %for.cond.cleanup9
  %indvars.iv50 = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next51, %for.cond.cleanup9 ]
    #dbg_value(i64 %indvars.iv50, !39, !DIExpression(), !51)
  %arrayidx6 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv50, !dbg !59
  %2 = load double, ptr %arrayidx6, align 8, !dbg !59, !tbaa !60
  %mul = fmul double %2, %alpha, !dbg !64
    #dbg_value(double %mul, !42, !DIExpression(), !65)
    #dbg_value(i32 0, !45, !DIExpression(), !66)
  %3 = mul nuw nsw i64 %indvars.iv50, %0
  %arrayidx12 = getelementptr inbounds double, ptr %B, i64 %3
  br label %for.body10, !dbg !67

for.cond.cleanup9:                                ; preds = %for.body10
  %indvars.iv.next51 = add nuw nsw i64 %indvars.iv50, 1, !dbg !68
    #dbg_value(i64 %indvars.iv.next51, !39, !DIExpression(), !51)
  %exitcond54.not = icmp eq i64 %indvars.iv.next51, %0, !dbg !69
  br i1 %exitcond54.not, label %for.cond.cleanup3, label %for.body4, !dbg !52, !llvm.loop !70

for.body10:                                       ; preds = %for.body4, %for.body10
  %indvars.iv = phi i64 [ 0, %for.body4 ], [ %indvars.iv.next, %for.body10 ]
    #dbg_value(i64 %indvars.iv, !45, !DIExpression(), !66)
  %arrayidx14 = getelementptr inbounds double, ptr %arrayidx12, i64 %indvars.iv, !dbg !72
  %4 = load double, ptr %arrayidx14, align 8, !dbg !72, !tbaa !60
  %arrayidx19 = getelementptr inbounds double, ptr %arrayidx17, i64 %indvars.iv, !dbg !74
  %5 = load double, ptr %arrayidx19, align 8, !dbg !75, !tbaa !60
  %6 = tail call double @llvm.fmuladd.f64(double %mul, double %4, double %5), !dbg !75
  store double %6, ptr %arrayidx19, align 8, !dbg !75, !tbaa !60
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !76
    #dbg_value(i64 %indvars.iv.next, !45, !DIExpression(), !66)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !77
  br i1 %exitcond.not, label %for.cond.cleanup9, label %for.body10, !dbg !67, !llvm.loop !78
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !80 {
entry:
    #dbg_value(i32 %argc, !84, !DIExpression(), !101)
    #dbg_value(ptr %argv, !85, !DIExpression(), !101)
  %cmp = icmp sgt i32 %argc, 1, !dbg !102
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !103

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !104
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !104, !tbaa !105
    #dbg_value(ptr %0, !107, !DIExpression(), !115)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #6, !dbg !117
  %conv.i = trunc i64 %call.i to i32, !dbg !118
  br label %cond.end, !dbg !103

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 70, %entry ], !dbg !103
    #dbg_value(i32 %cond, !86, !DIExpression(), !101)
  %1 = zext i32 %cond to i64, !dbg !119
  %conv = sext i32 %cond to i64, !dbg !120
  %mul = shl nsw i64 %conv, 3, !dbg !121
  %mul2 = mul i64 %mul, %conv, !dbg !122
  %add = add i64 %mul2, 8, !dbg !123
  %call3 = tail call noalias ptr @malloc(i64 noundef %add) #7, !dbg !124
    #dbg_value(ptr %call3, !87, !DIExpression(), !101)
  %call9 = tail call noalias ptr @malloc(i64 noundef %add) #7, !dbg !125
    #dbg_value(ptr %call9, !88, !DIExpression(), !101)
  %call15 = tail call noalias ptr @malloc(i64 noundef %add) #7, !dbg !126
    #dbg_value(ptr %call15, !89, !DIExpression(), !101)
    #dbg_value(i32 0, !90, !DIExpression(), !127)
  %cmp16116 = icmp sgt i32 %cond, 0, !dbg !128
  br i1 %cmp16116, label %for.body22.lr.ph, label %for.cond.cleanup.thread, !dbg !129

for.cond.cleanup.thread:                          ; preds = %cond.end
  tail call void @gemm_ikj(i32 noundef %cond, double noundef 1.500000e+00, ptr noundef %call15, ptr noundef %call3, ptr noundef %call9), !dbg !130
    #dbg_value(double 0.000000e+00, !95, !DIExpression(), !101)
    #dbg_value(i32 0, !96, !DIExpression(), !131)
  br label %for.cond.cleanup52, !dbg !132

for.body22.lr.ph:                                 ; preds = %cond.end, %for.cond.cleanup21
  %indvars.iv130 = phi i64 [ %indvars.iv.next131, %for.cond.cleanup21 ], [ 0, %cond.end ]
    #dbg_value(i64 %indvars.iv130, !90, !DIExpression(), !127)
    #dbg_value(i32 0, !92, !DIExpression(), !133)
  %2 = mul nuw nsw i64 %indvars.iv130, 7
  %3 = mul nuw nsw i64 %indvars.iv130, %1
  %arrayidx27 = getelementptr inbounds double, ptr %call3, i64 %3
  %4 = mul nuw nsw i64 %indvars.iv130, 5
  %arrayidx36 = getelementptr inbounds double, ptr %call9, i64 %3
  %arrayidx42 = getelementptr inbounds double, ptr %call15, i64 %3
  br label %for.body22, !dbg !134

for.cond.cleanup:                                 ; preds = %for.cond.cleanup21
  tail call void @gemm_ikj(i32 noundef %cond, double noundef 1.500000e+00, ptr noundef nonnull %call15, ptr noundef nonnull %call3, ptr noundef nonnull %call9), !dbg !130
    #dbg_value(double 0.000000e+00, !95, !DIExpression(), !101)
    #dbg_value(i32 0, !96, !DIExpression(), !131)
  br i1 %cmp16116, label %for.body59.lr.ph, label %for.cond.cleanup52, !dbg !132

for.cond.cleanup21:                               ; preds = %for.body22
  %indvars.iv.next131 = add nuw nsw i64 %indvars.iv130, 1, !dbg !135
    #dbg_value(i64 %indvars.iv.next131, !90, !DIExpression(), !127)
  %exitcond136.not = icmp eq i64 %indvars.iv.next131, %1, !dbg !128
  br i1 %exitcond136.not, label %for.cond.cleanup, label %for.body22.lr.ph, !dbg !129, !llvm.loop !136

for.body22:                                       ; preds = %for.body22.lr.ph, %for.body22
  %indvars.iv = phi i64 [ 0, %for.body22.lr.ph ], [ %indvars.iv.next, %for.body22 ]
    #dbg_value(i64 %indvars.iv, !92, !DIExpression(), !133)
  %5 = mul nuw nsw i64 %indvars.iv, 3, !dbg !138
  %6 = add nuw nsw i64 %5, %2, !dbg !141
  %7 = trunc nuw i64 %6 to i32, !dbg !142
  %rem = urem i32 %7, 11, !dbg !142
  %conv26 = uitofp nneg i32 %rem to double, !dbg !143
  %div = fdiv double %conv26, 1.100000e+01, !dbg !144
  %arrayidx29 = getelementptr inbounds double, ptr %arrayidx27, i64 %indvars.iv, !dbg !145
  store double %div, ptr %arrayidx29, align 8, !dbg !146, !tbaa !60
  %8 = add nuw nsw i64 %indvars.iv, %4, !dbg !147
  %9 = trunc nuw i64 %8 to i32, !dbg !148
  %rem32 = urem i32 %9, 13, !dbg !148
  %conv33 = uitofp nneg i32 %rem32 to double, !dbg !149
  %div34 = fdiv double %conv33, 1.300000e+01, !dbg !150
  %arrayidx38 = getelementptr inbounds double, ptr %arrayidx36, i64 %indvars.iv, !dbg !151
  store double %div34, ptr %arrayidx38, align 8, !dbg !152, !tbaa !60
  %10 = sub nsw i64 %indvars.iv130, %indvars.iv, !dbg !153
  %11 = trunc nsw i64 %10 to i32, !dbg !154
  %conv39 = sitofp i32 %11 to double, !dbg !154
  %div40 = fdiv double %conv39, 7.000000e+00, !dbg !155
  %arrayidx44 = getelementptr inbounds double, ptr %arrayidx42, i64 %indvars.iv, !dbg !156
  store double %div40, ptr %arrayidx44, align 8, !dbg !157, !tbaa !60
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !158
    #dbg_value(i64 %indvars.iv.next, !92, !DIExpression(), !133)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %1, !dbg !159
  br i1 %exitcond.not, label %for.cond.cleanup21, label %for.body22, !dbg !134, !llvm.loop !160

for.body59.lr.ph:                                 ; preds = %for.cond.cleanup, %for.cond.cleanup58
  %indvars.iv144 = phi i64 [ %13, %for.cond.cleanup58 ], [ 0, %for.cond.cleanup ]
  %s.0122 = phi double [ %18, %for.cond.cleanup58 ], [ 0.000000e+00, %for.cond.cleanup ]
    #dbg_value(i64 %indvars.iv144, !96, !DIExpression(), !131)
    #dbg_value(i32 0, !98, !DIExpression(), !162)
    #dbg_value(double %s.0122, !95, !DIExpression(), !101)
  %12 = mul nuw nsw i64 %indvars.iv144, %1
  %arrayidx61 = getelementptr inbounds double, ptr %call15, i64 %12
  %13 = add nuw nsw i64 %indvars.iv144, 1
  br label %for.body59, !dbg !163

for.cond.cleanup52:                               ; preds = %for.cond.cleanup58, %for.cond.cleanup.thread, %for.cond.cleanup
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup ], [ 0.000000e+00, %for.cond.cleanup.thread ], [ %18, %for.cond.cleanup58 ], !dbg !164
  %call75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !165
  ret i32 0, !dbg !166

for.cond.cleanup58:                               ; preds = %for.body59
    #dbg_value(i64 %13, !96, !DIExpression(), !131)
    #dbg_value(double %18, !95, !DIExpression(), !101)
  %exitcond149.not = icmp eq i64 %13, %1, !dbg !167
  br i1 %exitcond149.not, label %for.cond.cleanup52, label %for.body59.lr.ph, !dbg !132, !llvm.loop !168

for.body59:                                       ; preds = %for.body59.lr.ph, %for.body59
  %indvars.iv137 = phi i64 [ 0, %for.body59.lr.ph ], [ %indvars.iv.next138, %for.body59 ]
  %s.1119 = phi double [ %s.0122, %for.body59.lr.ph ], [ %18, %for.body59 ]
    #dbg_value(i64 %indvars.iv137, !98, !DIExpression(), !162)
    #dbg_value(double %s.1119, !95, !DIExpression(), !101)
  %arrayidx63 = getelementptr inbounds double, ptr %arrayidx61, i64 %indvars.iv137, !dbg !170
  %14 = load double, ptr %arrayidx63, align 8, !dbg !170, !tbaa !60
  %15 = shl nuw nsw i64 %indvars.iv137, 1, !dbg !172
  %16 = add nuw nsw i64 %13, %15, !dbg !173
  %17 = trunc nuw i64 %16 to i32, !dbg !174
  %conv67 = uitofp nneg i32 %17 to double, !dbg !174
  %18 = tail call double @llvm.fmuladd.f64(double %14, double %conv67, double %s.1119), !dbg !175
    #dbg_value(double %18, !95, !DIExpression(), !101)
  %indvars.iv.next138 = add nuw nsw i64 %indvars.iv137, 1, !dbg !176
    #dbg_value(i64 %indvars.iv.next138, !98, !DIExpression(), !162)
  %exitcond143.not = icmp eq i64 %indvars.iv.next138, %1, !dbg !177
  br i1 %exitcond143.not, label %for.cond.cleanup58, label %for.body59, !dbg !163, !llvm.loop !178
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !180 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !186 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !191 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "gemm_ikj.c", directory: ".", checksumkind: CSK_MD5, checksum: "5b1e173b852c76700a6030bd05fca6d7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
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
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "gemm_ikj", scope: !2, file: !2, line: 4, type: !24, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !31)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !10, !9, !26, !26, !26}
!26 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: -1)
!31 = !{!32, !33, !34, !35, !36, !37, !39, !42, !45}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !2, line: 4, type: !10)
!33 = !DILocalVariable(name: "alpha", arg: 2, scope: !23, file: !2, line: 4, type: !9)
!34 = !DILocalVariable(name: "C", arg: 3, scope: !23, file: !2, line: 4, type: !26)
!35 = !DILocalVariable(name: "A", arg: 4, scope: !23, file: !2, line: 5, type: !26)
!36 = !DILocalVariable(name: "B", arg: 5, scope: !23, file: !2, line: 5, type: !26)
!37 = !DILocalVariable(name: "i", scope: !38, file: !2, line: 6, type: !10)
!38 = distinct !DILexicalBlock(scope: !23, file: !2, line: 6, column: 3)
!39 = !DILocalVariable(name: "k", scope: !40, file: !2, line: 7, type: !10)
!40 = distinct !DILexicalBlock(scope: !41, file: !2, line: 7, column: 5)
!41 = distinct !DILexicalBlock(scope: !38, file: !2, line: 6, column: 3)
!42 = !DILocalVariable(name: "t", scope: !43, file: !2, line: 8, type: !9)
!43 = distinct !DILexicalBlock(scope: !44, file: !2, line: 7, column: 33)
!44 = distinct !DILexicalBlock(scope: !40, file: !2, line: 7, column: 5)
!45 = !DILocalVariable(name: "j", scope: !46, file: !2, line: 9, type: !10)
!46 = distinct !DILexicalBlock(scope: !43, file: !2, line: 9, column: 7)
!47 = !DILocation(line: 0, scope: !23)
!48 = !DILocation(line: 0, scope: !38)
!49 = !DILocation(line: 6, column: 21, scope: !41)
!50 = !DILocation(line: 6, column: 3, scope: !38)
!51 = !DILocation(line: 0, scope: !40)
!52 = !DILocation(line: 7, column: 5, scope: !40)
!53 = !DILocation(line: 12, column: 1, scope: !23)
!54 = !DILocation(line: 6, column: 27, scope: !41)
!55 = distinct !{!55, !50, !56, !57, !58}
!56 = !DILocation(line: 11, column: 5, scope: !38)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !{!"llvm.loop.unroll.disable"}
!59 = !DILocation(line: 8, column: 26, scope: !43)
!60 = !{!61, !61, i64 0}
!61 = !{!"double", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 8, column: 24, scope: !43)
!65 = !DILocation(line: 0, scope: !43)
!66 = !DILocation(line: 0, scope: !46)
!67 = !DILocation(line: 9, column: 7, scope: !46)
!68 = !DILocation(line: 7, column: 29, scope: !44)
!69 = !DILocation(line: 7, column: 23, scope: !44)
!70 = distinct !{!70, !52, !71, !57, !58}
!71 = !DILocation(line: 11, column: 5, scope: !40)
!72 = !DILocation(line: 10, column: 24, scope: !73)
!73 = distinct !DILexicalBlock(scope: !46, file: !2, line: 9, column: 7)
!74 = !DILocation(line: 10, column: 9, scope: !73)
!75 = !DILocation(line: 10, column: 17, scope: !73)
!76 = !DILocation(line: 9, column: 31, scope: !73)
!77 = !DILocation(line: 9, column: 25, scope: !73)
!78 = distinct !{!78, !67, !79, !57, !58}
!79 = !DILocation(line: 10, column: 30, scope: !46)
!80 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !81, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!10, !10, !11}
!83 = !{!84, !85, !86, !87, !88, !89, !90, !92, !95, !96, !98}
!84 = !DILocalVariable(name: "argc", arg: 1, scope: !80, file: !2, line: 14, type: !10)
!85 = !DILocalVariable(name: "argv", arg: 2, scope: !80, file: !2, line: 14, type: !11)
!86 = !DILocalVariable(name: "n", scope: !80, file: !2, line: 15, type: !10)
!87 = !DILocalVariable(name: "A", scope: !80, file: !2, line: 16, type: !27)
!88 = !DILocalVariable(name: "B", scope: !80, file: !2, line: 17, type: !27)
!89 = !DILocalVariable(name: "C", scope: !80, file: !2, line: 18, type: !27)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 19, type: !10)
!91 = distinct !DILexicalBlock(scope: !80, file: !2, line: 19, column: 3)
!92 = !DILocalVariable(name: "j", scope: !93, file: !2, line: 20, type: !10)
!93 = distinct !DILexicalBlock(scope: !94, file: !2, line: 20, column: 5)
!94 = distinct !DILexicalBlock(scope: !91, file: !2, line: 19, column: 3)
!95 = !DILocalVariable(name: "s", scope: !80, file: !2, line: 26, type: !9)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 27, type: !10)
!97 = distinct !DILexicalBlock(scope: !80, file: !2, line: 27, column: 3)
!98 = !DILocalVariable(name: "j", scope: !99, file: !2, line: 28, type: !10)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 28, column: 5)
!100 = distinct !DILexicalBlock(scope: !97, file: !2, line: 27, column: 3)
!101 = !DILocation(line: 0, scope: !80)
!102 = !DILocation(line: 15, column: 16, scope: !80)
!103 = !DILocation(line: 15, column: 11, scope: !80)
!104 = !DILocation(line: 15, column: 27, scope: !80)
!105 = !{!106, !106, i64 0}
!106 = !{!"any pointer", !62, i64 0}
!107 = !DILocalVariable(name: "__nptr", arg: 1, scope: !108, file: !109, line: 362, type: !112)
!108 = distinct !DISubprogram(name: "atoi", scope: !109, file: !109, line: 362, type: !110, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !114)
!109 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!110 = !DISubroutineType(types: !111)
!111 = !{!10, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!114 = !{!107}
!115 = !DILocation(line: 0, scope: !108, inlinedAt: !116)
!116 = distinct !DILocation(line: 15, column: 22, scope: !80)
!117 = !DILocation(line: 364, column: 16, scope: !108, inlinedAt: !116)
!118 = !DILocation(line: 364, column: 10, scope: !108, inlinedAt: !116)
!119 = !DILocation(line: 16, column: 3, scope: !80)
!120 = !DILocation(line: 16, column: 44, scope: !80)
!121 = !DILocation(line: 16, column: 42, scope: !80)
!122 = !DILocation(line: 16, column: 46, scope: !80)
!123 = !DILocation(line: 16, column: 50, scope: !80)
!124 = !DILocation(line: 16, column: 20, scope: !80)
!125 = !DILocation(line: 17, column: 20, scope: !80)
!126 = !DILocation(line: 18, column: 20, scope: !80)
!127 = !DILocation(line: 0, scope: !91)
!128 = !DILocation(line: 19, column: 21, scope: !94)
!129 = !DILocation(line: 19, column: 3, scope: !91)
!130 = !DILocation(line: 25, column: 3, scope: !80)
!131 = !DILocation(line: 0, scope: !97)
!132 = !DILocation(line: 27, column: 3, scope: !97)
!133 = !DILocation(line: 0, scope: !93)
!134 = !DILocation(line: 20, column: 5, scope: !93)
!135 = !DILocation(line: 19, column: 27, scope: !94)
!136 = distinct !{!136, !129, !137, !57, !58}
!137 = !DILocation(line: 24, column: 5, scope: !91)
!138 = !DILocation(line: 21, column: 37, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 20, column: 33)
!140 = distinct !DILexicalBlock(scope: !93, file: !2, line: 20, column: 5)
!141 = !DILocation(line: 21, column: 33, scope: !139)
!142 = !DILocation(line: 21, column: 42, scope: !139)
!143 = !DILocation(line: 21, column: 17, scope: !139)
!144 = !DILocation(line: 21, column: 48, scope: !139)
!145 = !DILocation(line: 21, column: 7, scope: !139)
!146 = !DILocation(line: 21, column: 15, scope: !139)
!147 = !DILocation(line: 22, column: 33, scope: !139)
!148 = !DILocation(line: 22, column: 38, scope: !139)
!149 = !DILocation(line: 22, column: 17, scope: !139)
!150 = !DILocation(line: 22, column: 44, scope: !139)
!151 = !DILocation(line: 22, column: 7, scope: !139)
!152 = !DILocation(line: 22, column: 15, scope: !139)
!153 = !DILocation(line: 23, column: 28, scope: !139)
!154 = !DILocation(line: 23, column: 17, scope: !139)
!155 = !DILocation(line: 23, column: 33, scope: !139)
!156 = !DILocation(line: 23, column: 7, scope: !139)
!157 = !DILocation(line: 23, column: 15, scope: !139)
!158 = !DILocation(line: 20, column: 29, scope: !140)
!159 = !DILocation(line: 20, column: 23, scope: !140)
!160 = distinct !{!160, !134, !161, !57, !58}
!161 = !DILocation(line: 24, column: 5, scope: !93)
!162 = !DILocation(line: 0, scope: !99)
!163 = !DILocation(line: 28, column: 5, scope: !99)
!164 = !DILocation(line: 26, column: 10, scope: !80)
!165 = !DILocation(line: 30, column: 3, scope: !80)
!166 = !DILocation(line: 32, column: 1, scope: !80)
!167 = !DILocation(line: 27, column: 21, scope: !100)
!168 = distinct !{!168, !132, !169, !57, !58}
!169 = !DILocation(line: 29, column: 44, scope: !97)
!170 = !DILocation(line: 29, column: 12, scope: !171)
!171 = distinct !DILexicalBlock(scope: !99, file: !2, line: 28, column: 5)
!172 = !DILocation(line: 29, column: 37, scope: !171)
!173 = !DILocation(line: 29, column: 41, scope: !171)
!174 = !DILocation(line: 29, column: 22, scope: !171)
!175 = !DILocation(line: 29, column: 9, scope: !171)
!176 = !DILocation(line: 28, column: 29, scope: !171)
!177 = !DILocation(line: 28, column: 23, scope: !171)
!178 = distinct !{!178, !163, !179, !57, !58}
!179 = !DILocation(line: 29, column: 44, scope: !99)
!180 = !DISubprogram(name: "malloc", scope: !109, file: !109, line: 553, type: !181, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!181 = !DISubroutineType(types: !182)
!182 = !{!13, !183}
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !184, line: 18, baseType: !185)
!184 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!185 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!186 = !DISubprogram(name: "printf", scope: !187, file: !187, line: 356, type: !188, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!188 = !DISubroutineType(types: !189)
!189 = !{!10, !190, null}
!190 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!191 = !DISubprogram(name: "strtol", scope: !109, file: !109, line: 177, type: !192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = !DISubroutineType(types: !193)
!193 = !{!194, !190, !195, !10}
!194 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!195 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
