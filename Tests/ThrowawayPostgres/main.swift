import Foundation
import PostgresTesting

// A throwaway PostgreSQL server for as long as this runs: the process's shared cluster,
// started, with its connection string, directory, server and watchdog on standard output,
// one a line. With `exit`, it then exits at once; otherwise it waits until ended (Ctrl-C,
// a kill), which the cluster's watchdog notices. The tests of PostgresTesting run it to
// check that no way of ending leaves the server or its directory behind; a developer may
// run it to have a server to try things on (`swift run throwaway-postgres`).

let cluster = try await PostgresCluster.shared
let pidFile = try String(contentsOf: cluster.dataDirectory.appendingPathComponent("postmaster.pid"), encoding: .utf8)
let lines = [cluster.connectionString, cluster.directory.path, String(pidFile.split(separator: "\n").first ?? ""), "\(cluster.watchdogProcess)"]
FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
if CommandLine.arguments.dropFirst().first == "exit" { exit(0) }
while true { pause() }
