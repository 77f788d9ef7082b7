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
                exactly the keys the reader reads and rejects a misspelt one. Editors that use \
                yaml-language-server (VS Code's YAML extension, among others) complete and check \
                a scenario file against it when its first line names it, relative to the file:

                  # yaml-language-server: $schema=../../schema/scenario.schema.json

                To refresh the committed copy: pantomime schema > schema/scenario.schema.json
                """
        )

        func run() throws {
            FileHandle.standardOutput.write(Data(ScenarioSchema.text.utf8))
        }
    }
}
