import java.io.File;

import org.apache.kafka.common.record.FileLogInputStream.FileChannelRecordBatch;
import org.apache.kafka.common.record.FileRecords;
import org.apache.kafka.common.record.Record;

/**
 * Kafka's own reader (kafka-clients 3.9.1 FileRecords, as a broker opens a segment) over one .log:
 * every batch's CRC checked (ensureValid), every record read. Prints "BATCHES RECORDS" then the batches'
 * base offsets; exits 1 with Kafka's message when it refuses the file.
 */
public class KafkaReadsSegment {
    public static void main(String[] args) throws Exception {
        try (FileRecords records = FileRecords.open(new File(args[0]))) {
            long batches = 0, count = 0;
            StringBuilder offsets = new StringBuilder();
            for (FileChannelRecordBatch batch : records.batches()) {
                batch.ensureValid();
                batches++;
                for (Record record : batch) {
                    record.ensureValid();
                    count++;
                }
                offsets.append(batch.baseOffset()).append(' ');
            }
            System.out.println(batches + " " + count);
            System.out.println(offsets.toString().trim());
        } catch (RuntimeException e) {
            System.out.println(e);
            System.exit(1);
        }
    }
}
