import Foundation
import Pantomime
import PantomimeLoop

/// Every frame of a scenario's run in virtual time, for the filmstrip page's timeline: the
/// window drawn after each loop turn that changed the picture (every frame tick of an
/// animation, a fling or a page turn, every touch), with the step that was running and how
/// much of the trace there was.
///
/// Two measures keep it small however long the run: a turn that leaves the picture as the
/// frame before it adds no frame (a banner resting between page turns is one frame), and
/// each distinct picture is kept once and shared by the frames that show it (an hour of a
/// banner turning through three pages draws a few dozen pictures): a turn's snapshot equal
/// to one of the latest 256 distinct ones is not drawn again. Pictures leave out the time
/// from their caption so that equal views are equal pictures; the page shows the time.
public struct FilmstripTimeline: Sendable {
    /// One moment: where the timeline's scrubber can stop.
    public struct Frame: Sendable, Equatable {
        /// The virtual time after the turn.
        public var time: LoopInstant
        /// The index of the frame's picture in ``FilmstripTimeline/pictures``.
        public var picture: Int
        /// The step that was running, from 1, or 0 for the setup.
        public var step: Int
        /// How many trace records there were after the turn.
        public var recordCount: Int
        /// The viewport as ``TextRenderer`` draws it at this frame, when the recorder was
        /// asked to keep it (see ``FilmstripRecorder/init(location:keepsText:)``).
        public var text: String?
    }

    /// The frames, in time order.
    public internal(set) var frames: [Frame] = []
    /// The distinct pictures, SVG without the style sheet, each kept once.
    public internal(set) var pictures: [String] = []
    /// The index of the frame at which the run failed, when it did.
    public internal(set) var failureFrame: Int?
    /// The loop turns seen; each added a frame or showed the same picture as the one before.
    public internal(set) var turns = 0
    /// The latest distinct snapshots with their pictures, newest last: a snapshot equal to
    /// one of them reuses its picture without drawing it again.
    var recent: [(snapshot: ViewSnapshot, picture: Int)] = []
    /// How many distinct snapshots ``recent`` keeps.
    static let recentLimit = 256

    /// The most frames a page holds; past it the page shows every n-th frame, with the
    /// last frame of every step and the failure's frame always kept.
    public static let maximumFramesOnPage = 50_000

    /// The most trace records the page lists beside the frames; the rest are counted.
    public static let maximumRecordsOnPage = 40_000

    /// The frames a page shows: all of them up to ``maximumFramesOnPage``, else an even
    /// sample that keeps each step's last frame and the failure's frame.
    public func framesOnPage() -> [Frame] {
        guard frames.count > Self.maximumFramesOnPage else { return frames }
        let stride = (frames.count + Self.maximumFramesOnPage - 1) / Self.maximumFramesOnPage
        return frames.indices.filter { index in
            index % stride == 0 || index == frames.count - 1 || index == failureFrame
                || frames[index].step != frames[index + 1].step
        }.map { frames[$0] }
    }

    /// Adds a turn's snapshot: a new frame unless it shows what the last frame shows; a
    /// later turn at the same time replaces the frame of that time (a frame is the window
    /// at one time). A snapshot drawn before shares its picture; only a new one is drawn.
    mutating func add(_ taken: ViewSnapshot, at time: LoopInstant, step: Int, recordCount: Int, text: (Int) -> String?) {
        turns += 1
        var snapshot = taken
        snapshot.time = .zero
        let index: Int
        if let found = recent.lastIndex(where: { $0.snapshot == snapshot }) {
            index = recent[found].picture
        } else {
            index = pictures.count
            pictures.append(Self.picture(of: snapshot))
            recent.append((snapshot, index))
            if recent.count > Self.recentLimit { recent.removeFirst(recent.count - Self.recentLimit) }
        }
        if let last = frames.last, last.picture == index || last.time == time {
            let at = frames.count - 1
            if last.picture != index {
                frames[at].picture = index
                frames[at].text = text(at)
            }
            frames[at].recordCount = recordCount
            frames[at].step = step
            return
        }
        frames.append(Frame(time: time, picture: index, step: step, recordCount: recordCount, text: text(frames.count)))
    }

    /// Marks the last frame as the failure's.
    mutating func markFailure() {
        failureFrame = frames.isEmpty ? nil : frames.count - 1
    }

    /// The picture of a snapshot taken at time zero for the timeline: its SVG with the time
    /// left out of the caption.
    static func picture(of snapshot: ViewSnapshot) -> String {
        let svg = SVGRenderer(includesStyle: false, idPrefix: "tl").render(snapshot)
        return svg.replacingOccurrences(of: ">t \(LoopInstant.zero)s  offset ", with: ">offset ")
    }
}
