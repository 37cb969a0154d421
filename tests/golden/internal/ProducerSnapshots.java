import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.apache.kafka.common.protocol.types.ArrayOf;
import org.apache.kafka.common.protocol.types.Field;
import org.apache.kafka.common.protocol.types.Schema;
import org.apache.kafka.common.protocol.types.Struct;
import org.apache.kafka.common.protocol.types.Type;
import org.apache.kafka.common.record.DefaultRecordBatch;
import org.apache.kafka.common.utils.ByteUtils;
import org.apache.kafka.common.utils.Crc32C;

/**
 * Producer state snapshots ({@code <offset>.snapshot}). kafka-clients has no ProducerStateManager (it is in
 * Kafka's storage module), so the file is written here the way Kafka 3.9's ProducerStateManager.writeSnapshot
 * writes it, with kafka-clients' Schema/Struct/ArrayOf and Crc32C: the field layout and the CRC range are
 * facts from that class. Each snapshot's expected DumpLogSegments lines follow DumpLogSegments.dumpProducerIdSnapshot.
 */
final class ProducerSnapshots {
    private ProducerSnapshots() {
    }

    static final Schema ENTRY = new Schema(
            new Field("producer_id", Type.INT64), new Field("epoch", Type.INT16), new Field("last_sequence", Type.INT32),
            new Field("last_offset", Type.INT64), new Field("offset_delta", Type.INT32), new Field("timestamp", Type.INT64),
            new Field("coordinator_epoch", Type.INT32), new Field("current_txn_first_offset", Type.INT64));
    static final Schema FILE = new Schema(new Field("version", Type.INT16), new Field("crc", Type.UNSIGNED_INT32),
            new Field("producer_entries", new ArrayOf(ENTRY)));
    static final int CRC_OFFSET = 2;
    static final int ENTRIES_OFFSET = 6;

    /** producerId, epoch, lastSeq, lastOffset, offsetDelta, timestamp, coordinatorEpoch, currentTxnFirstOffset. */
    static ByteBuffer snapshot(long[][] entries) {
        Struct struct = new Struct(FILE);
        struct.set("version", (short) 1);
        struct.set("crc", 0L);
        Struct[] structs = new Struct[entries.length];
        for (int i = 0; i < entries.length; i++) {
            long[] e = entries[i];
            structs[i] = struct.instance("producer_entries").set("producer_id", e[0]).set("epoch", (short) e[1])
                    .set("last_sequence", (int) e[2]).set("last_offset", e[3]).set("offset_delta", (int) e[4])
                    .set("timestamp", e[5]).set("coordinator_epoch", (int) e[6]).set("current_txn_first_offset", e[7]);
        }
        struct.set("producer_entries", structs);
        ByteBuffer buffer = ByteBuffer.allocate(struct.sizeOf());
        struct.writeTo(buffer);
        buffer.flip();
        ByteUtils.writeUnsignedInt(buffer, CRC_OFFSET, Crc32C.compute(buffer, ENTRIES_OFFSET, buffer.limit() - ENTRIES_OFFSET));
        return buffer;
    }

    /** DumpLogSegments.dumpProducerIdSnapshot's line for one entry, from the entry read back by Kafka's Schema. */
    static String dlsLine(Struct e) {
        long offset = e.getLong("last_offset");
        long txn = e.getLong("current_txn_first_offset");
        String line = "producerId: " + e.getLong("producer_id") + " producerEpoch: " + e.getShort("epoch")
                + " coordinatorEpoch: " + e.getInt("coordinator_epoch") + " currentTxnFirstOffset: "
                + (txn >= 0 ? "OptionalLong[" + txn + "]" : "OptionalLong.empty") + " lastTimestamp: " + e.getLong("timestamp")
                + " ";
        if (offset >= 0) {
            int lastSeq = e.getInt("last_sequence");
            int delta = e.getInt("offset_delta");
            line += "firstSequence: " + DefaultRecordBatch.decrementSequence(lastSeq, delta) + " lastSequence: " + lastSeq
                    + " lastOffset: " + offset + " offsetDelta: " + delta + " timestamp: " + e.getLong("timestamp");
        }
        return line;
    }

    static Map<String, Object> write(Path out) throws IOException {
        long t0 = 1700000000000L;
        long[][] entries = {
                {1000, 0, 578, 578, 9, t0 + 1000, -1, -1},            // idempotent producer, batch of 10
                {2000, 3, 41, 120, 2, t0 + 2000, 7, 118},             // ongoing transaction from offset 118
                {3001, 1, 2, 200, 5, t0 + 3000, 0, -1},               // sequence wrapped around: first sequence 2147483645
                {4000, 2, -1, -1, 0, t0 + 4000, 7, -1},               // no batch metadata (last offset -1)
                {3000000000L, 32767, 2147483647, 3000000000L, 0, t0 + 5000, 2147483647, 2999999999L},
        };
        List<Object> files = new ArrayList<>();
        String[] names = {"00000000000000000000.snapshot", "00000000000000001129.snapshot"};
        long[][][] contents = {{}, entries};
        StringBuilder jsonl = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            ByteBuffer b = snapshot(contents[i]);
            byte[] bytes = new byte[b.remaining()];
            b.duplicate().get(bytes);
            Files.write(out.resolve(names[i]), bytes);
            Struct read = FILE.read(ByteBuffer.wrap(bytes));
            List<Object> lines = new ArrayList<>();
            for (Object o : read.getArray("producer_entries")) lines.add(dlsLine((Struct) o));
            jsonl.append(Json.compact(Json.obj("file", names[i], "crc", read.getUnsignedInt("crc"), "entries",
                    contents[i].length, "dls", lines))).append('\n');
            files.add(names[i]);
        }
        Files.writeString(out.resolve("producer-snapshots.jsonl"), jsonl.toString());
        return Json.obj("file", "producer-snapshots.jsonl", "snapshots", files,
                "about", "producer state snapshots written as ProducerStateManager.writeSnapshot does (Schema/Struct, "
                        + "Crc32C over the bytes after the CRC); dls = DumpLogSegments' line per entry");
    }
}
