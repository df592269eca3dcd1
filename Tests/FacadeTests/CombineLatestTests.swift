import Combine
import Foundation
import Testing

/// A view model combining its values with the app's settings, as apps write it with Combine's `combineLatest`.
@Suite struct CombineLatestTests {
    struct Settings: Equatable { var showsSolar: Bool }
    enum Failure: Error { case offline }

    final class PowerFlowModel {
        var lines: [String] = []
        var completion: String?
        private var cancellables = Set<AnyCancellable>()
        init(values: AnyPublisher<Int, Never>, settings: AnyPublisher<Settings, Never>) {
            values
                .combineLatest(settings)
                .sink(receiveCompletion: { [weak self] _ in self?.completion = "finished" },
                      receiveValue: { [weak self] value, settings in self?.lines.append("\(value) \(settings.showsSolar ? "solar" : "-")") })
                .store(in: &cancellables)
        }
    }

    @Test("Nothing until both have sent; then the latest pair on each value of either; finished when both finish")
    func latestPairs() {
        let values = PassthroughSubject<Int, Never>()
        let settings = CurrentValueSubject<Settings, Never>(Settings(showsSolar: false))
        let model = PowerFlowModel(values: values.eraseToAnyPublisher(), settings: settings.eraseToAnyPublisher())
        #expect(model.lines.isEmpty)
        values.send(1)
        settings.send(Settings(showsSolar: true))
        values.send(2)
        #expect(model.lines == ["1 -", "1 solar", "2 solar"])
        values.send(completion: .finished)
        #expect(model.completion == nil)
        settings.send(Settings(showsSolar: false))
        #expect(model.lines.last == "2 -")
        settings.send(completion: .finished)
        #expect(model.completion == "finished")
    }

    @Test("A side that finishes without a value ends it; a failure ends it at once; the transform form maps the pair")
    func endings() {
        let empty = Empty<Int, Failure>()
        var finished = false
        let first = empty.combineLatest(Just(1).setFailureType(to: Failure.self))
            .sink(receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { _ in })
        #expect(finished)
        let failing = PassthroughSubject<Int, Failure>()
        var failed = false
        var sums: [Int] = []
        let second = failing.combineLatest(Just(10).setFailureType(to: Failure.self), +)
            .sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { sums.append($0) })
        failing.send(1)
        failing.send(completion: .failure(.offline))
        failing.send(2)
        #expect(sums == [11] && failed)
        _ = (first, second)
    }
}
