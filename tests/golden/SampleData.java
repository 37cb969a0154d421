import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.record.CompressionType;
import org.apache.kafka.common.record.ControlRecordType;
import org.apache.kafka.common.record.EndTransactionMarker;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.record.SimpleRecord;
import org.apache.kafka.common.utils.AppInfoParser;
import org.apache.kafka.common.utils.Utils;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Broker-like sample data directory for the Spark demo:
 * <root>/<topic>-<partition>/<20-digit base offset>.log + .index + .timeindex (+ .txnindex), and
 * <root>/EXPECTED.json summarising every partition as read back by Kafka's own reader.
 */
final class SampleData {
    static final long T0 = GoldenSegments.T0;
    static final long HOUR = 3_600_000L;

    private SampleData() {
    }

    /** One topic-partition directory; rolls segments like Kafka (roll if size + append > segment.bytes). */
    static final class Partition {
        final String topic;
        final int partition;
        final Path dir;
        final int segmentBytes;
        final List<SegmentWriter> segments = new ArrayList<>();
        SegmentWriter active;
        long nextOffset = 0;
        int leaderEpoch = 0;

        Partition(Path root, String topic, int partition, int segmentBytes) {
            this.topic = topic;
            this.partition = partition;
            this.dir = root.resolve(topic + "-" + partition);
            this.segmentBytes = segmentBytes;
        }

        String name() {
            return topic + "-" + partition;
        }

        void append(MemoryRecords mr) throws IOException {
            if (active == null || (active.size() > 0 && active.size() + mr.sizeInBytes() > segmentBytes)) {
                if (active != null) active.close();
                active = new SegmentWriter(dir, nextOffset);
                segments.add(active);
            }
            active.append(mr);
            nextOffset = active.nextOffset();
        }

        void close() throws IOException {
            if (active != null) active.close();
        }
    }

    /** Producer identity and sequence bookkeeping (idempotent if id >= 0). */
    static final class Producer {
        final long id;
        final short epoch;
        int sequence = 0;
        // transaction state
        boolean open = false;
        int batchesInTxn = 0;
        int targetBatches = 0;
        int txnNumber = 0;

        Producer(long id, int epoch) {
            this.id = id;
            this.epoch = (short) epoch;
        }
    }

    static GoldenSegments.Spec spec(Partition p, CompressionType codec, Producer prod) {
        GoldenSegments.Spec s = GoldenSegments.spec().codec(codec).base(p.nextOffset).epoch(p.leaderEpoch);
        if (prod != null && prod.id >= 0) s.producer(prod.id, prod.epoch, prod.sequence);
        return s;
    }

    static int partitionFor(String key, int numPartitions) {
        // the default partitioner's rule for keyed records
        return Utils.toPositive(Utils.murmur2(key.getBytes(StandardCharsets.UTF_8))) % numPartitions;
    }

    static String iso(long ts) {
        return Instant.ofEpochMilli(ts).toString();
    }

    static String money(long cents) {
        return (cents / 100) + "." + String.format("%02d", cents % 100);
    }

    // ---------------------------------------------------------------------------------------------

    static void generate(Path root) throws Exception {
        Files.createDirectories(root);
        List<Partition> all = new ArrayList<>();
        all.addAll(orders(root));
        all.addAll(clicks(root));
        all.add(payments(root));
        all.add(legacy(root));

        List<Object> summaries = new ArrayList<>();
        long totalRecords = 0, totalBytes = 0;
        for (Partition p : all) {
            Map<String, Object> s = summarize(root, p);
            summaries.add(s);
            totalRecords += (Integer) s.get("records");
            totalBytes += (Long) s.get("bytes");
        }
        Map<String, Object> top = Json.obj(
                "generator", "tests/golden/SampleData.java (run by tests/golden/regenerate.sh)",
                "kafka_clients_version", AppInfoParser.getVersion(),
                "index_interval_bytes", SegmentWriter.INDEX_INTERVAL_BYTES,
                "notes", Arrays.asList(
                        "records = data (non-control) records; aborted_records = data records of aborted transactions",
                        "read_committed_records = records - aborted_records",
                        "min/max_timestamp are over data records, as returned by Record.timestamp(); "
                                + "records without a timestamp (magic 0, -1) are counted in records_without_timestamp",
                        "aborted_transactions are also stored in the .txnindex of the segment holding the ABORT marker"),
                "total_records", totalRecords,
                "total_log_bytes", totalBytes,
                "partitions", summaries);
        Files.write(root.resolve("EXPECTED.json"), Json.pretty(top).getBytes(StandardCharsets.UTF_8));
    }

    // ---------------------------------------------------------------------------------------------
    // topics

    static List<Partition> orders(Path root) throws IOException {
        int numPartitions = 3;
        List<Partition> ps = new ArrayList<>();
        ps.add(new Partition(root, "orders", 0, 48 * 1024)); // small segment.bytes: rolls once
        ps.add(new Partition(root, "orders", 1, 1 << 30));
        ps.add(new Partition(root, "orders", 2, 1 << 30));
        Producer[] producers = {new Producer(1000, 0), new Producer(1001, 0), new Producer(1002, 0)};
        Random rnd = new Random(1);
        String[] channels = {"web", "mobile", "pos"};
        String[] statuses = {"created", "created", "created", "paid", "cancelled"};
        List<List<SimpleRecord>> pending = new ArrayList<>();
        for (int i = 0; i < numPartitions; i++) pending.add(new ArrayList<>());
        int n = 4200;
        for (int i = 0; i < n; i++) {
            long ts = T0 + (long) i * HOUR / n + rnd.nextInt(400) - 200; // jitter: some out of order
            String customer = String.format("customer-%04d", 1 + rnd.nextInt(400));
            StringBuilder items = new StringBuilder();
            long total = 0;
            int k = 1 + rnd.nextInt(3);
            for (int j = 0; j < k; j++) {
                int qty = 1 + rnd.nextInt(4);
                long price = 199 + rnd.nextInt(9800);
                total += qty * price;
                if (j > 0) items.append(',');
                items.append("{\"sku\":\"SKU-").append(1000 + rnd.nextInt(9000)).append("\",\"qty\":").append(qty)
                        .append(",\"price\":").append(money(price)).append('}');
            }
            String channel = channels[rnd.nextInt(channels.length)];
            String value = "{\"order_id\":\"ord-" + String.format("%06d", i + 1) + "\",\"customer_id\":\"" + customer
                    + "\",\"items\":[" + items + "],\"total\":" + money(total) + ",\"currency\":\"EUR\",\"status\":\""
                    + statuses[rnd.nextInt(statuses.length)] + "\",\"channel\":\"" + channel + "\",\"created_at\":\""
                    + iso(ts) + "\"}";
            Header[] headers = {GoldenSegments.h("source", channel), GoldenSegments.h("schema", "order.v1")};
            int p = partitionFor(customer, numPartitions);
            pending.get(p).add(new SimpleRecord(ts, GoldenSegments.u(customer), GoldenSegments.u(value), headers));
        }
        for (int p = 0; p < numPartitions; p++) {
            Partition part = ps.get(p);
            List<SimpleRecord> recs = pending.get(p);
            int i = 0;
            while (i < recs.size()) {
                int size = Math.min(1 + rnd.nextInt(16), recs.size() - i);
                List<SimpleRecord> chunk = recs.subList(i, i + size);
                long firstTs = chunk.get(0).timestamp();
                CompressionType codec;
                if (p == 0) codec = firstTs < T0 + HOUR / 2 ? CompressionType.GZIP : CompressionType.ZSTD;
                else if (p == 1) codec = CompressionType.SNAPPY;
                else codec = CompressionType.LZ4;
                if (p == 0 && firstTs >= T0 + 2 * HOUR / 3) part.leaderEpoch = 1; // leader failover
                part.append(GoldenSegments.build(spec(part, codec, producers[p]), toRecs(chunk)));
                producers[p].sequence += size;
                i += size;
            }
            part.close();
        }
        return ps;
    }

    static List<Partition> clicks(Path root) throws IOException {
        List<Partition> ps = new ArrayList<>();
        ps.add(new Partition(root, "web.clicks", 0, 160 * 1024)); // uncompressed; rolls once
        ps.add(new Partition(root, "web.clicks", 1, 1 << 30));
        Producer[] producers = {new Producer(RecordBatch.NO_PRODUCER_ID, -1), new Producer(3001, 0)};
        CompressionType[] codecs = {CompressionType.NONE, CompressionType.ZSTD};
        Random rnd = new Random(2);
        String[] events = {"page_view", "page_view", "page_view", "click", "add_to_cart", "search"};
        String[] paths = {"/", "/products", "/products/%d", "/cart", "/search?q=shoes", "/checkout"};
        String[] referrers = {null, "https://www.example.com/", "https://search.example.org/?q=kafka"};
        String[] agents = {"Mozilla/5.0 (X11; Linux x86_64)", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)",
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"};
        List<List<SimpleRecord>> pending = Arrays.asList(new ArrayList<>(), new ArrayList<>());
        int n = 2800;
        for (int i = 0; i < n; i++) {
            long ts = T0 + (long) i * HOUR / n + rnd.nextInt(1000);
            boolean keyed = rnd.nextInt(10) < 6;
            String session = keyed ? String.format("sess-%05d", rnd.nextInt(250)) : null;
            String path = String.format(paths[rnd.nextInt(paths.length)], 100 + rnd.nextInt(900));
            String ref = referrers[rnd.nextInt(referrers.length)];
            String value = "{\"event\":\"" + events[rnd.nextInt(events.length)] + "\",\"session_id\":"
                    + (session == null ? "null" : "\"" + session + "\"") + ",\"url\":\"https://shop.example.com" + path
                    + "\",\"referrer\":" + (ref == null ? "null" : "\"" + ref + "\"") + ",\"user_agent\":\""
                    + agents[rnd.nextInt(agents.length)] + "\",\"ts\":\"" + iso(ts) + "\"}";
            // keyed records: murmur2 partitioner; unkeyed: sticky partitioner (switches every 40 records)
            int p = keyed ? partitionFor(session, 2) : (i / 40) % 2;
            pending.get(p).add(new SimpleRecord(ts, GoldenSegments.u(session), GoldenSegments.u(value)));
        }
        for (int p = 0; p < 2; p++) {
            Partition part = ps.get(p);
            List<SimpleRecord> recs = pending.get(p);
            int i = 0;
            while (i < recs.size()) {
                int size = Math.min(1 + rnd.nextInt(24), recs.size() - i);
                part.append(GoldenSegments.build(spec(part, codecs[p], producers[p]), toRecs(recs.subList(i, i + size))));
                producers[p].sequence += size;
                i += size;
            }
            part.close();
        }
        return ps;
    }

    /**
     * Two transactional producers (2000: uncompressed batches, 2001: gzip batches) interleaving
     * transactions; producer 2000's 5th and producer 2001's 2nd transaction are aborted.
     */
    static Partition payments(Path root) throws IOException {
        Partition part = new Partition(root, "payments-tx", 0, 1 << 30);
        Producer a = new Producer(2000, 0), b = new Producer(2001, 0);
        int coordinatorEpoch = 3;
        Random rnd = new Random(3);
        String[] methods = {"card", "card", "sepa", "paypal"};
        long ts = T0 + 30_000;
        int paymentNo = 0;
        while (a.txnNumber < 12 || b.txnNumber < 4 || a.open || b.open) {
            Producer p;
            if (a.txnNumber >= 12 && !a.open) p = b;
            else if (b.txnNumber >= 4 && !b.open) p = a;
            else p = rnd.nextInt(3) == 0 ? b : a;
            if (p.open && p.batchesInTxn >= p.targetBatches) {
                boolean abort = (p == a && p.txnNumber == 4) || (p == b && p.txnNumber == 1);
                part.append(MemoryRecords.withEndTransactionMarker(part.nextOffset, ts, part.leaderEpoch, p.id, p.epoch,
                        new EndTransactionMarker(abort ? ControlRecordType.ABORT : ControlRecordType.COMMIT,
                                coordinatorEpoch)));
                p.open = false;
                p.txnNumber++;
            } else {
                if (!p.open) {
                    p.open = true;
                    p.batchesInTxn = 0;
                    p.targetBatches = 1 + rnd.nextInt(3);
                }
                int size = 1 + rnd.nextInt(4);
                SimpleRecord[] recs = new SimpleRecord[size];
                for (int i = 0; i < size; i++) {
                    paymentNo++;
                    String id = String.format("pay-%05d", paymentNo);
                    long amount = 500 + rnd.nextInt(50_000);
                    String value = "{\"payment_id\":\"" + id + "\",\"order_id\":\"ord-" + String.format("%06d", 1 + rnd.nextInt(4200))
                            + "\",\"amount\":" + money(amount) + ",\"currency\":\"EUR\",\"method\":\""
                            + methods[rnd.nextInt(methods.length)] + "\",\"status\":\"captured\",\"producer\":" + p.id
                            + ",\"txn\":" + p.txnNumber + ",\"ts\":\"" + iso(ts + i) + "\"}";
                    recs[i] = new SimpleRecord(ts + i, GoldenSegments.u(id), GoldenSegments.u(value),
                            new Header[]{GoldenSegments.h("service", p == a ? "payments-api" : "refunds-worker")});
                }
                Compression c = GoldenSegments.codec(p == a ? CompressionType.NONE : CompressionType.GZIP);
                part.append(MemoryRecords.withTransactionalRecords(part.nextOffset, c, p.id, p.epoch, p.sequence,
                        part.leaderEpoch, recs));
                p.sequence += size;
                p.batchesInTxn++;
            }
            ts += 35_000 + rnd.nextInt(60_000);
        }
        part.close();
        return part;
    }

    /** Pre-0.11 data followed by v2 data, as after a message-format upgrade. */
    static Partition legacy(Path root) throws IOException {
        Partition part = new Partition(root, "legacy.events", 0, 1 << 30);
        Object[][] plan = {
                {0, CompressionType.NONE, 10}, {0, CompressionType.GZIP, 10},
                {1, CompressionType.NONE, 10}, {1, CompressionType.SNAPPY, 10}, {1, CompressionType.SNAPPY, 10},
                {2, CompressionType.LZ4, 10}, {2, CompressionType.LZ4, 10}, {2, CompressionType.LZ4, 10}};
        long ts = T0;
        int n = 0;
        for (Object[] step : plan) {
            int magic = (Integer) step[0];
            CompressionType codec = (CompressionType) step[1];
            List<GoldenSegments.Rec> recs = new ArrayList<>();
            for (int i = 0; i < (Integer) step[2]; i++) {
                n++;
                recs.add(GoldenSegments.rec(ts, "device-" + (n % 7),
                        "{\"event\":\"heartbeat\",\"n\":" + n + ",\"format\":\"v" + magic + "\"}"));
                ts += HOUR / 80;
            }
            part.append(GoldenSegments.build(GoldenSegments.spec().magic(magic).codec(codec).base(part.nextOffset)
                    .epoch(0), recs));
        }
        part.close();
        return part;
    }

    static List<GoldenSegments.Rec> toRecs(List<SimpleRecord> recs) {
        List<GoldenSegments.Rec> out = new ArrayList<>();
        for (SimpleRecord r : recs)
            out.add(new GoldenSegments.Rec(r.timestamp(), array(r.key()), array(r.value()), r.headers()));
        return out;
    }

    static byte[] array(ByteBuffer b) {
        if (b == null) return null;
        byte[] a = new byte[b.remaining()];
        b.duplicate().get(a);
        return a;
    }

    // ---------------------------------------------------------------------------------------------
    // read back with Kafka's reader; derive .txnindex and the EXPECTED.json summary

    @SuppressWarnings("unchecked")
    static Map<String, Object> summarize(Path root, Partition p) throws Exception {
        int records = 0, controlRecords = 0, aborted = 0, committedTxnRecords = 0, noTs = 0;
        int batches = 0, committedTxns = 0, abortedTxns = 0;
        long minTs = Long.MAX_VALUE, maxTs = Long.MIN_VALUE;
        long firstOffset = -1, lastOffset = -1, bytes = 0;
        TreeSet<String> codecs = new TreeSet<>();
        TreeSet<Integer> magics = new TreeSet<>();
        // ProducerStateManager-like view of ongoing transactions: first offset -> producer id
        TreeMap<Long, Long> ongoing = new TreeMap<>();
        Map<Long, Long> ongoingFirst = new HashMap<>();
        Map<Long, Integer> ongoingCount = new HashMap<>();
        List<Object> abortedList = new ArrayList<>();
        List<Object> segInfo = new ArrayList<>();

        for (SegmentWriter seg : p.segments) {
            List<Map<String, Object>> lines = KafkaDump.dump(seg.logPath());
            List<long[]> txnEntries = new ArrayList<>();
            Map<String, Object> batch = null;
            int segBatches = 0, segRecords = 0;
            for (Map<String, Object> m : lines) {
                if ("batch".equals(m.get("type"))) {
                    batch = m;
                    batches++;
                    segBatches++;
                    codecs.add((String) m.get("compression"));
                    magics.add((Integer) m.get("magic"));
                    if (firstOffset < 0) firstOffset = (Long) m.get("base_offset");
                    lastOffset = (Long) m.get("last_offset");
                    if (!(Boolean) m.get("crc_valid")) throw new IllegalStateException("invalid CRC in " + seg.logPath());
                    long pid = (Long) m.get("producer_id");
                    if ((Boolean) m.get("is_transactional") && !(Boolean) m.get("is_control") && !ongoingFirst.containsKey(pid)) {
                        long first = (Long) m.get("base_offset");
                        ongoingFirst.put(pid, first);
                        ongoing.put(first, pid);
                        ongoingCount.put(pid, 0);
                    }
                    continue;
                }
                segRecords++;
                long offset = (Long) m.get("offset");
                long pid = (Long) batch.get("producer_id");
                if ((Boolean) batch.get("is_control")) {
                    controlRecords++;
                    String type = (String) ((Map<String, Object>) m.get("control")).get("type");
                    boolean isAbort = type.equals("ABORT");
                    if ((isAbort || type.equals("COMMIT")) && ongoingFirst.containsKey(pid)) {
                        long first = ongoingFirst.get(pid);
                        // ProducerStateManager.lastStableOffset: first offset of another ongoing txn, else marker + 1
                        long lso = offset + 1;
                        for (Map.Entry<Long, Long> e : ongoing.entrySet()) {
                            if (e.getValue() != pid) {
                                lso = e.getKey();
                                break;
                            }
                        }
                        int n = ongoingCount.get(pid);
                        if (isAbort) {
                            aborted += n;
                            abortedTxns++;
                            txnEntries.add(new long[]{pid, first, offset, lso});
                            abortedList.add(Json.obj("producer_id", pid, "first_offset", first, "last_offset", offset,
                                    "last_stable_offset", lso, "records", n,
                                    "txn_index_file", seg.dir.getFileName() + "/" + SegmentWriter.name(seg.baseOffset) + ".txnindex"));
                        } else {
                            committedTxnRecords += n;
                            committedTxns++;
                        }
                        ongoing.remove(first);
                        ongoingFirst.remove(pid);
                        ongoingCount.remove(pid);
                    }
                    continue;
                }
                records++;
                if ((Boolean) batch.get("is_transactional")) ongoingCount.merge(pid, 1, Integer::sum);
                long ts = (Long) m.get("timestamp");
                if (ts == RecordBatch.NO_TIMESTAMP) {
                    noTs++;
                } else {
                    minTs = Math.min(minTs, ts);
                    maxTs = Math.max(maxTs, ts);
                }
            }

            String base = SegmentWriter.name(seg.baseOffset);
            Path txnIndex = seg.dir.resolve(base + ".txnindex");
            Files.deleteIfExists(txnIndex);
            if (!txnEntries.isEmpty()) {
                // TransactionIndex / AbortedTxn format: int16 version (0), int64 producerId, int64 firstOffset,
                // int64 lastOffset (the ABORT marker's offset), int64 lastStableOffset; 34 bytes, big-endian
                ByteBuffer bb = ByteBuffer.allocate(34 * txnEntries.size());
                for (long[] e : txnEntries) {
                    bb.putShort((short) 0);
                    bb.putLong(e[0]);
                    bb.putLong(e[1]);
                    bb.putLong(e[2]);
                    bb.putLong(e[3]);
                }
                Files.write(txnIndex, bb.array());
            }

            List<long[]> oi = SegmentWriter.readOffsetIndex(seg.indexPath(), seg.baseOffset);
            List<long[]> ti = SegmentWriter.readTimeIndex(seg.timeIndexPath(), seg.baseOffset);
            SegmentWriter.verify(seg.logPath(), oi, ti);
            long size = Files.size(seg.logPath());
            bytes += size;
            Map<String, Object> files = new LinkedHashMap<>();
            files.put(base + ".log", GoldenSegments.sha256(seg.logPath()));
            files.put(base + ".index", GoldenSegments.sha256(seg.indexPath()));
            files.put(base + ".timeindex", GoldenSegments.sha256(seg.timeIndexPath()));
            if (Files.exists(txnIndex)) files.put(base + ".txnindex", GoldenSegments.sha256(txnIndex));
            segInfo.add(Json.obj(
                    "base_offset", seg.baseOffset,
                    "next_offset", seg.nextOffset(),
                    "log_bytes", size,
                    "batches", segBatches,
                    "records_incl_control", segRecords,
                    "offset_index_entries", oi.size(),
                    "time_index_entries", ti.size(),
                    "txn_index_entries", txnEntries.size(),
                    "sha256", files));
        }
        if (!ongoing.isEmpty()) throw new IllegalStateException("open transactions left in " + p.name());
        return Json.obj(
                "topic", p.topic,
                "partition", p.partition,
                "directory", p.name(),
                "segments", segInfo,
                "bytes", bytes,
                "batches", batches,
                "first_offset", firstOffset,
                "last_offset", lastOffset,
                "records", records,
                "control_records", controlRecords,
                "aborted_records", aborted,
                "committed_transactional_records", committedTxnRecords,
                "read_committed_records", records - aborted,
                "committed_transactions", committedTxns,
                "aborted_transactions_count", abortedTxns,
                "records_without_timestamp", noTs,
                "min_timestamp", minTs == Long.MAX_VALUE ? null : (Object) minTs,
                "max_timestamp", maxTs == Long.MIN_VALUE ? null : (Object) maxTs,
                "codecs", new ArrayList<>(codecs),
                "magics", new ArrayList<>(magics),
                "aborted_transactions", abortedList);
    }
}
