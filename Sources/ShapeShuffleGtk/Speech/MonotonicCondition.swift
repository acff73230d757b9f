import Glibc

/// A lock with a condition whose timed waits run on the monotonic clock, the clock
/// `SpeechQueue`'s deadlines are measured on, so a change of the wall clock never stalls the voice.
final class MonotonicCondition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
    func signal() { pthread_cond_signal(condition) }
    func wait() { pthread_cond_wait(condition, mutex) }

    /// Waits, with the lock held, until signalled or until the monotonic clock reads `seconds`.
    func wait(untilMonotonic seconds: Double) {
        let whole = seconds.rounded(.down)
        var deadline = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
        pthread_cond_timedwait(condition, mutex, &deadline)
    }
}

/// A thread of its own that runs `body` once and ends; nobody joins it.
enum DetachedThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Runs `body` on a thread of its own; false when no thread could be started.
    @discardableResult
    static func start(_ body: @escaping () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
