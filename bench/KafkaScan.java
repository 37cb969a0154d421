import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.record.FileLogInputStream.FileChannelRecordBatch;
import org.apache.kafka.common.record.FileRecords;
import org.apache.kafka.common.record.Record;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.util.Locale;

/**
 * Kafka's own reader as the peer of the benchmark: FileRecords (kafka-clients 3.9.1) iterating
 * {@code batches()} of a segment, the way the broker and kafka-dump-log.sh read a .log file.
 *
 * Usage: KafkaScan MODE ITERATIONS WARMUP_SECONDS FILE...
 *   MODE verify   each batch: ensureValid() (loads the batch, checks its CRC-32C / CRC-32); no record decode
 *   MODE records  each batch: ensureValid(), then every record: offset, timestamp, key, value, headers
 * All files are read over and over, untimed, for WARMUP_SECONDS (at least once; JIT warm-up), then each
 * file is read ITERATIONS times in a row, timed; one JSON line per file and timed iteration on stdout:
 * {"mode","file","iteration","bytes","batches","records","ns","cpu_ns"} (cpu_ns: this thread's CPU time). WARMUP_SECONDS 0 and ITERATIONS 1
 * give a cold single pass, for the whole-process measurement.
 * Files are opened read-only (FileRecords.open(file, mutable=false, fileAlreadyExists=true, 0, false)).
 */
public final class KafkaScan {
    static long sink;
    static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    public static void main(String[] args) throws Exception {
        if (args.length < 4) {
            System.err.println("usage: KafkaScan verify|records ITERATIONS WARMUP_SECONDS FILE...");
            System.exit(2);
        }
        String mode = args[0];
        int iterations = Integer.parseInt(args[1]);
        double warmup = Double.parseDouble(args[2]);
        boolean records = mode.equals("records");
        if (!records && !mode.equals("verify")) throw new IllegalArgumentException("mode " + mode);
        if (warmup > 0) {
            long until = System.nanoTime() + (long) (warmup * 1e9);
            do {
                for (int f = 3; f < args.length; f++) pass(new File(args[f]), records);
            } while (System.nanoTime() < until);
        }
        for (int f = 3; f < args.length; f++) {
            File file = new File(args[f]);
            for (int it = 0; it < iterations; it++) {
                long c0 = THREADS.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                long[] r = pass(file, records);
                long ns = System.nanoTime() - t0;
                long cpu = THREADS.getCurrentThreadCpuTime() - c0;
                System.out.printf(Locale.ROOT,
                        "{\"mode\":\"%s\",\"file\":\"%s\",\"iteration\":%d,\"bytes\":%d,\"batches\":%d,\"records\":%d,\"ns\":%d,\"cpu_ns\":%d}%n",
                        mode, file.getPath(), it, r[0], r[1], r[2], ns, cpu);
            }
        }
        if (sink == 42) System.err.println("");
    }

    /** One pass over a file: {bytes, batches, records}. */
    static long[] pass(File file, boolean records) throws Exception {
        long bytes = 0, batches = 0, count = 0, acc = 0;
        try (FileRecords fr = FileRecords.open(file, false, true, 0, false)) {
            for (FileChannelRecordBatch batch : fr.batches()) {
                batch.ensureValid();
                bytes += batch.sizeInBytes();
                batches++;
                if (records) {
                    for (Record rec : batch) {
                        acc += rec.offset() + rec.timestamp();
                        ByteBuffer k = rec.key();
                        ByteBuffer v = rec.value();
                        acc += (k == null ? -1 : k.remaining()) + (v == null ? -1 : v.remaining());
                        for (Header h : rec.headers()) acc += h.key().length() + (h.value() == null ? 0 : h.value().length);
                        count++;
                    }
                }
            }
        }
        sink += acc;
        return new long[]{bytes, batches, count};
    }
}
