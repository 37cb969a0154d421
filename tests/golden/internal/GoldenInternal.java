import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * main: writes tests/fixtures/golden/internal/ -- the values of Kafka's internal records (KRaft control
 * records, group and transaction coordinator records), encoded by kafka-clients 3.9.1's own classes.
 */
public final class GoldenInternal {
    private GoldenInternal() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Paths.get(args[0]);
        Files.createDirectories(out);
        List<Map<String, Object>> files = new ArrayList<>();
        files.add(UvarintEdges.write(out));
        files.add(ControlRecords.write(out));
        Definitions defs = new Definitions(Paths.get(args[1]));
        files.add(CoordinatorRecords.write(defs, out, "consumer-offsets", CoordinatorRecords.groupEntries(), true));
        files.add(CoordinatorRecords.write(defs, out, "transaction-state", CoordinatorRecords.transactionEntries(), false));
        files.add(ProducerSnapshots.write(out));
        files.add(MetadataRecords.write(defs, Paths.get(args[1]), out));
        files.add(Kafka4Records.write(defs, out, "share-group-state", Kafka4Records.shareRecords(defs)));
        files.add(Kafka4Records.write(defs, out, "remote-log-metadata", Kafka4Records.remoteRecords(defs)));
        files.add(Kafka4Records.producerSnapshot(defs, out));
        if (args.length > 2) new SampleInternal(defs, Paths.get(args[2])).write();
        Files.writeString(out.resolve("MANIFEST.json"), Json.pretty(Json.obj(
                "generator", "tests/golden/internal/GoldenInternal.java",
                "kafka", "kafka-clients 3.9.1 (shigawire-apache-flink-libraries==2.0.0.post1), jackson-databind 2.18.2",
                "files", files)));
    }
}
