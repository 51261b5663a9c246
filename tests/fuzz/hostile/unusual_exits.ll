; Loops that leave in unusual ways.
declare void @may_throw(i64)
declare i32 @__gxx_personality_v0(...)

; two exits, one data dependent
define i64 @two_exits(ptr %A, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %latch ]
  %p = getelementptr double, ptr %A, i64 %i
  %v = load double, ptr %p
  %z = fcmp oeq double %v, 0.0
  br i1 %z, label %found, label %latch
latch:
  store double 1.0, ptr %p
  %i.n = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.n, %n
  br i1 %c, label %loop, label %done
found:
  ret i64 %i
done:
  ret i64 -1
}

; no exit at all
define void @infinite(ptr %A) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %m = and i64 %i, 1023
  %p = getelementptr double, ptr %A, i64 %m
  store double 2.0, ptr %p
  %i.n = add i64 %i, 1
  br label %loop
}

; the inner loop exits straight out of the outer one
define void @exit_from_inner(ptr %A, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %exit
outer:
  %i = phi i64 [ 0, %entry ], [ %i.n, %olatch ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.n, %ilatch ]
  %s = add nsw i64 %i, %j
  %p = getelementptr double, ptr %A, i64 %s
  store double 3.0, ptr %p
  %e = icmp eq i64 %s, 17
  br i1 %e, label %exit, label %ilatch
ilatch:
  %j.n = add nuw nsw i64 %j, 1
  %cj = icmp slt i64 %j.n, %n
  br i1 %cj, label %inner, label %olatch
olatch:
  %i.n = add nuw nsw i64 %i, 1
  %ci = icmp slt i64 %i.n, %n
  br i1 %ci, label %outer, label %exit
exit:
  ret void
}

; switch as the latch terminator
define void @switch_latch(ptr %A, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ], [ %i.n, %other ]
  %p = getelementptr double, ptr %A, i64 %i
  store double 4.0, ptr %p
  %i.n = add nuw nsw i64 %i, 1
  switch i64 %i.n, label %loop [ i64 100, label %exit
                                 i64 50, label %other ]
other:
  br label %loop
exit:
  ret void
}

; indirectbr back edge
define void @indirect(ptr %A, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %p = getelementptr double, ptr %A, i64 %i
  store double 5.0, ptr %p
  %i.n = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.n, %n
  %t = select i1 %c, ptr blockaddress(@indirect, %loop), ptr blockaddress(@indirect, %exit)
  indirectbr ptr %t, [ label %loop, label %exit ]
exit:
  ret void
}

; invoke inside the loop, exceptional exit
define void @with_invoke(ptr %A, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %cont ]
  %p = getelementptr double, ptr %A, i64 %i
  store double 6.0, ptr %p
  invoke void @may_throw(i64 %i) to label %cont unwind label %lpad
cont:
  %i.n = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.n, %n
  br i1 %c, label %loop, label %exit
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
exit:
  ret void
}

; the exit block is unreachable
define void @exit_unreachable(ptr %A, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %p = getelementptr double, ptr %A, i64 %i
  store double 7.0, ptr %p
  %i.n = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.n, %n
  br i1 %c, label %loop, label %dead
dead:
  unreachable
}

; a self loop in unreachable code, and two latches
define void @dead_and_two_latches(ptr %A, i64 %n) {
entry:
  br label %loop
nowhere:
  %k = phi i64 [ 0, %nowhere ]
  br label %nowhere
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %l1 ], [ %i.n, %l2 ]
  %p = getelementptr double, ptr %A, i64 %i
  store double 8.0, ptr %p
  %i.n = add nuw nsw i64 %i, 1
  %odd = and i64 %i, 1
  %b = icmp eq i64 %odd, 0
  br i1 %b, label %l1, label %l2
l1:
  %c1 = icmp slt i64 %i.n, %n
  br i1 %c1, label %loop, label %exit
l2:
  %c2 = icmp slt i64 %i.n, %n
  br i1 %c2, label %loop, label %exit
exit:
  ret void
}

; exit condition tested in the middle of the body (not rotatable to a canonical form)
define void @mid_exit(ptr %A, ptr %B, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %tail ]
  %p = getelementptr double, ptr %A, i64 %i
  store double 9.0, ptr %p
  %c = icmp slt i64 %i, %n
  br i1 %c, label %tail, label %exit
tail:
  %q = getelementptr double, ptr %B, i64 %i
  store double 10.0, ptr %q
  %i.n = add nuw nsw i64 %i, 1
  br label %loop
exit:
  ret void
}

; callbr-free asm goto would be here; instead a loop guarded by poison/undef bounds
define void @undef_bounds(ptr %A) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]
  %p = getelementptr double, ptr %A, i64 %i
  store double 11.0, ptr %p
  %i.n = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.n, undef
  br i1 %c, label %loop, label %next
next:
  %j = phi i64 [ 0, %loop ], [ %j.n, %next ]
  %q = getelementptr double, ptr %A, i64 %j
  store double 12.0, ptr %q
  %j.n = add nuw nsw i64 %j, 1
  %d = icmp slt i64 %j.n, poison
  br i1 %d, label %next, label %exit
exit:
  ret void
}
