/// Two games that played the same child's saves (two computers of a school, one child logged in
/// twice) each wrote progress; neither may lose the other's. Progress only grows, so it merges
/// without conflicts: the best stars are the better of both, the counts add what each game added.
extension Progress: MergesOnSave {
    /// What is on disk now (`disk`) with what this game added since it last read or wrote the file
    /// (`self` against `base`). With no other writer (`disk == base`) this is `self` unchanged.
    public func merged(onto disk: Progress, since base: Progress) -> Progress {
        var result = disk
        for (number, stars) in bestStars {
            result.bestStars[number] = max(result.bestStars[number] ?? 0, stars)
        }
        // Won with help only while no game has won it without: a level won without help stays so.
        result.wonWithHelp = Set(result.bestStars.keys.filter { number in
            let sides = [disk, self].filter { $0.bestStars[number] != nil }
            return sides.allSatisfy { $0.wonWithHelp.contains(number) }
        })
        for (number, mine) in history {
            let before = base.history(level: number)
            var record = result.history(level: number)
            record.timesFinished += max(0, mine.timesFinished - before.timesFinished)
            record.timesHelped += max(0, mine.timesHelped - before.timesHelped)
            record.lastPlayed = [record.lastPlayed, mine.lastPlayed].compactMap { $0 }.max()
            record.mistakes.add(mine.mistakes.added(since: before.mistakes))
            result.history[number] = record
        }
        return result
    }
}

/// Progress saved by merging (`MergingStore`).
public typealias MergingProgressStore = MergingStore<Progress>
