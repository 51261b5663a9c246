; Bounds, steps and offsets at the edges of i64 and i32.
define void @huge_offset(ptr %A, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %o = add nsw i64 %i, 4611686018427387904
  %p = getelementptr double, ptr %A, i64 %o
  store double 1.0, ptr %p
  %m = mul i64 %i, 9223372036854775807
  %q = getelementptr i8, ptr %A, i64 %m
  store i8 1, ptr %q
  %i.n = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.n, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @full_range(ptr %A) {
entry:
  br label %loop
loop:
  %i = phi i64 [ -9223372036854775808, %entry ], [ %i.n, %loop ]
  %s = ashr i64 %i, 62
  %p = getelementptr double, ptr %A, i64 %s
  store double 2.0, ptr %p
  %i.n = add nsw i64 %i, 4611686018427387904
  %c = icmp slt i64 %i, 4611686018427387904
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @unsigned_max(ptr %A, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %p = getelementptr inbounds double, ptr %A, i64 %i
  store double 3.0, ptr %p
  %i.n = add nuw i64 %i, 1
  %c = icmp ult i64 %i.n, -1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @i32_edge(ptr %A) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 2147483600, %entry ], [ %i.n, %loop ]
  %x = sext i32 %i to i64
  %y = sub nsw i64 %x, 2147483600
  %p = getelementptr double, ptr %A, i64 %y
  store double 4.0, ptr %p
  %i.n = add nsw i32 %i, 1
  %c = icmp slt i32 %i.n, 2147483647
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @huge_step_2d(ptr %A, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %exit
outer:
  %i = phi i64 [ 0, %entry ], [ %i.n, %olatch ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.n, %inner ]
  %row = mul nsw i64 %i, 1152921504606846976
  %idx = add nsw i64 %row, %j
  %p = getelementptr double, ptr %A, i64 %idx
  store double 5.0, ptr %p
  %j.n = add nsw i64 %j, 281474976710656
  %cj = icmp slt i64 %j.n, 9223372036854775000
  br i1 %cj, label %inner, label %olatch
olatch:
  %i.n = add nuw nsw i64 %i, 1
  %ci = icmp slt i64 %i.n, %n
  br i1 %ci, label %outer, label %exit
exit:
  ret void
}

define void @neg_bounds(ptr %A, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ -9223372036854775807, %entry ], [ %i.n, %loop ]
  %x = add i64 %i, 9223372036854775807
  %p = getelementptr double, ptr %A, i64 %x
  store double 6.0, ptr %p
  %i.n = add nsw i64 %i, 1
  %c = icmp slt i64 %i.n, -9223372036854775700
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
