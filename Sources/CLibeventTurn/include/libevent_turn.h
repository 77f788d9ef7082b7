#ifndef PANTOMIME_LIBEVENT_TURN_H
#define PANTOMIME_LIBEVENT_TURN_H

/* The benchmarks' baseline for one loop turn: libevent alone, with no Swift in the turn.
   Makes a base with the loop's four priorities and one event at the timer priority whose
   callback counts its runs, then, `turns` times, makes the event active (event_active) and
   runs the base once without blocking (event_base_loop with EVLOOP_NONBLOCK).
   Returns the monotonic seconds the turns took, or a negative number when libevent could
   not make the base or the event, or the callback did not run once per turn. */
double pantomime_libevent_turn_seconds(long turns);

#endif
