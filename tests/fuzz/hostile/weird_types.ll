; Unusual types and memory in affine loops.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%struct.S = type { i32, [4 x double], <4 x float> }

define void @vectors(ptr %A, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %p = getelementptr <4 x float>, ptr %A, i64 %i
  %v = load <4 x float>, ptr %p
  %w = fadd <4 x float> %v, <float 1.0, float 2.0, float 3.0, float 4.0>
  store <4 x float> %w, ptr %p
  %i.n = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.n, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @structs(ptr %A, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %k = and i64 %i, 3
  %p = getelementptr %struct.S, ptr %A, i64 %i, i32 1, i64 2
  store double 1.0, ptr %p
  %q = getelementptr %struct.S, ptr %A, i64 %i, i32 0
  %t = trunc i64 %i to i32
  store i32 %t, ptr %q
  %i.n = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.n, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @addrspace_fp80_half(ptr addrspace(1) %A, ptr %B, ptr %H, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %p = getelementptr double, ptr addrspace(1) %A, i64 %i
  store double 2.0, ptr addrspace(1) %p
  %q = getelementptr x86_fp80, ptr %B, i64 %i
  %x = load x86_fp80, ptr %q
  %y = fadd x86_fp80 %x, 0xK3FFF8000000000000000
  store x86_fp80 %y, ptr %q
  %h = getelementptr half, ptr %H, i64 %i
  %hv = load half, ptr %h
  %hw = fadd half %hv, 0xH3C00
  store half %hw, ptr %h
  %i.n = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.n, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @i1_and_i7_memory(ptr %A, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %p = getelementptr i7, ptr %A, i64 %i
  %v = load i7, ptr %p
  %w = add i7 %v, 1
  store i7 %w, ptr %p
  %b = getelementptr i1, ptr %A, i64 %i
  %bv = load i1, ptr %b
  %bw = xor i1 %bv, true
  store i1 %bw, ptr %b
  %i.n = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.n, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ptrtoint_index(ptr %A, i64 %n) {
entry:
  %base = ptrtoint ptr %A to i64
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %off = shl i64 %i, 3
  %addr = add i64 %base, %off
  %p = inttoptr i64 %addr to ptr
  store double 3.0, ptr %p
  %i.n = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.n, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @volatile_atomic_freeze(ptr %A, i64 %n) {
entry:
  %nf = freeze i64 %n
  %g = icmp sgt i64 %nf, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %p = getelementptr i64, ptr %A, i64 %i
  store volatile i64 %i, ptr %p
  %q = getelementptr i64, ptr %A, i64 %i
  %o = atomicrmw add ptr %q, i64 1 seq_cst
  %i.n = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.n, %nf
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

@G = global [100 x [100 x double]] zeroinitializer
@GS = internal global [10 x i32] zeroinitializer

define void @globals_and_scalable(i64 %n, ptr %V) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %p = getelementptr [100 x [100 x double]], ptr @G, i64 0, i64 %i, i64 %i
  store double 4.0, ptr %p
  %s = getelementptr [10 x i32], ptr @GS, i64 0, i64 3
  store i32 5, ptr %s
  %vp = getelementptr <vscale x 2 x i64>, ptr %V, i64 %i
  store <vscale x 2 x i64> zeroinitializer, ptr %vp
  %i.n = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.n, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
