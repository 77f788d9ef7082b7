#include "libevent_turn.h"

#include <time.h>
#include <event2/event.h>

static void count_run(evutil_socket_t fd, short events, void *context) {
    (void)fd;
    (void)events;
    *(long *)context += 1;
}

static double monotonic_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

double pantomime_libevent_turn_seconds(long turns) {
    struct event_base *base = event_base_new();
    if (base == NULL) return -1;
    if (event_base_priority_init(base, 4) != 0) {
        event_base_free(base);
        return -1;
    }
    long runs = 0;
    struct event *event = event_new(base, -1, 0, count_run, &runs);
    if (event == NULL || event_priority_set(event, 1) != 0) {
        if (event != NULL) event_free(event);
        event_base_free(base);
        return -1;
    }
    double start = monotonic_seconds();
    for (long turn = 0; turn < turns; turn++) {
        event_active(event, EV_TIMEOUT, 0);
        event_base_loop(base, EVLOOP_NONBLOCK);
    }
    double elapsed = monotonic_seconds() - start;
    event_free(event);
    event_base_free(base);
    return runs == turns ? elapsed : -2;
}
