import ArgumentParser
import Foundation
import PantomimeScenario

extension PantomimeCommand {
    struct SchemaCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "schema",
            abstract: "Print the JSON Schema of scenario files.",
            discussion: """
                The schema is generated from the scenario reader's own key tables, so it allows \
                exactly the keys the reader reads. Editors that use yaml-language-server (VS Code's \
                YAML extension, among others) complete and check scenario files against it when a \
                file starts with a line like: \
                # yaml-language-server: $schema=../schema/scenario.schema.json
                """
        )

        func run() throws {
            FileHandle.standardOutput.write(Data(ScenarioSchema.text.utf8))
        }
    }
}
