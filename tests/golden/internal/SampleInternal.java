import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.apache.kafka.clients.consumer.ConsumerPartitionAssignor.Assignment;
import org.apache.kafka.clients.consumer.ConsumerPartitionAssignor.Subscription;
import org.apache.kafka.clients.consumer.internals.ConsumerProtocol;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.message.LeaderChangeMessage;
import org.apache.kafka.common.message.SnapshotFooterRecord;
import org.apache.kafka.common.message.SnapshotHeaderRecord;
import org.apache.kafka.common.record.ControlRecordType;
import org.apache.kafka.common.record.EndTransactionMarker;
import org.apache.kafka.common.record.FileRecords;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.Record;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.record.SimpleRecord;
import org.apache.kafka.common.record.TimestampType;

/**
 * Adds Kafka's bookkeeping to samples/kafka-logs (written first by SampleData): the internal topics
 * __consumer_offsets-0, __transaction_state-0 and __cluster_metadata-0 (with a KRaft snapshot and
 * quorum-state), and beside every partition the files a broker keeps: partition.metadata,
 * leader-epoch-checkpoint and producer-state snapshots; at the root meta.properties and the offset
 * checkpoints. Values are encoded from Kafka's definitions with kafka-clients' types (Definitions); the
 * internal partitions' summaries are appended to EXPECTED.json by SampleData's own summarize().
 */
final class SampleInternal {
    static final long T0 = SampleData.T0;
    static final long MIN = 60_000L;
    static final String CLUSTER_ID = "q1Sh-9_ISia_zwGINzRvyQ";
    static final int BROKER = 1;
    private final Definitions defs;
    private final Path root;
    private final Map<String, Long> logEnd = new TreeMap<>();

    SampleInternal(Definitions defs, Path root) {
        this.defs = defs;
        this.root = root;
    }

    /** A topic's id: the first 16 bytes of SHA-256 of its name (the metadata topic's is fixed by Kafka). */
    static Uuid topicId(String topic) {
        if (topic.equals("__cluster_metadata")) return new Uuid(0L, 1L);
        try {
            ByteBuffer b = ByteBuffer.wrap(MessageDigest.getInstance("SHA-256").digest(topic.getBytes(StandardCharsets.UTF_8)));
            return new Uuid(b.getLong(), b.getLong());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    static JsonNode j(String text) {
        return Definitions.json(text);
    }

    ByteBuffer coordinator(String message, int prefix, String json) {
        return defs.encodePrefixed(message, prefix, prefix, j(json));
    }

    ByteBuffer metadata(String message, int apiKey, int version, String json) {
        return MetadataRecords.frame(apiKey, version, defs.encode(message, version, j(json)));
    }

    static MemoryRecords batch(long offset, int epoch, SimpleRecord... records) {
        return MemoryRecords.withRecords(RecordBatch.CURRENT_MAGIC_VALUE, offset, Compression.NONE, TimestampType.CREATE_TIME,
                RecordBatch.NO_PRODUCER_ID, RecordBatch.NO_PRODUCER_EPOCH, RecordBatch.NO_SEQUENCE, epoch, false, records);
    }

    /** Every partition of samples/kafka-logs with its end offset (read back from its segments). */
    Map<String, Long> readLogEnds() throws IOException {
        Map<String, Long> ends = new TreeMap<>();
        try (var dirs = Files.newDirectoryStream(root, Files::isDirectory)) {
            for (Path dir : dirs) {
                long end = 0;
                try (var logs = Files.newDirectoryStream(dir, "*.log")) {
                    for (Path log : logs) {
                        try (FileRecords fr = FileRecords.open(log.toFile())) {
                            for (RecordBatch b : fr.batches()) end = Math.max(end, b.nextOffset());
                        }
                    }
                }
                ends.put(dir.getFileName().toString(), end);
            }
        }
        return ends;
    }

    // ------------------------------------------------------------------------------------------ __consumer_offsets

    static String sub(List<String> topics, List<TopicPartition> owned, int generation) {
        return Base64.getEncoder().encodeToString(SampleData.array(ConsumerProtocol.serializeSubscription(
                new Subscription(topics, null, owned, generation, java.util.Optional.empty()))));
    }

    static String asg(List<TopicPartition> assigned) {
        return Base64.getEncoder().encodeToString(SampleData.array(ConsumerProtocol.serializeAssignment(new Assignment(assigned))));
    }

    static String member(String id, String client, String host, String subscription, String assignment) {
        return "{\"memberId\":\"" + id + "\",\"groupInstanceId\":null,\"clientId\":\"" + client + "\",\"clientHost\":\"" + host
                + "\",\"rebalanceTimeout\":300000,\"sessionTimeout\":45000,\"subscription\":\"" + subscription
                + "\",\"assignment\":\"" + assignment + "\"}";
    }

    String groupValue(int generation, long ts, String leader, String... members) {
        return "{\"protocolType\":\"consumer\",\"generation\":" + generation + ",\"protocol\":\"range\",\"leader\":"
                + (leader == null ? "null" : "\"" + leader + "\"") + ",\"currentStateTimestamp\":" + ts
                + ",\"members\":[" + String.join(",", members) + "]}";
    }

    SimpleRecord commit(long ts, String group, String topic, int partition, long offset, int leaderEpoch) {
        return new SimpleRecord(ts, coordinator("OffsetCommitKey", 1,
                "{\"group\":\"" + group + "\",\"topic\":\"" + topic + "\",\"partition\":" + partition + "}"),
                coordinator("OffsetCommitValue", 3, "{\"offset\":" + offset + ",\"leaderEpoch\":" + leaderEpoch
                        + ",\"metadata\":\"\",\"commitTimestamp\":" + ts + "}"));
    }

    SimpleRecord tombstone(long ts, String keyMessage, int type, String key) {
        return new SimpleRecord(ts, coordinator(keyMessage, type, key), null);
    }

    SampleData.Partition consumerOffsets() throws IOException {
        SampleData.Partition part = new SampleData.Partition(root, "__consumer_offsets", 0, 1 << 30);
        List<TopicPartition> orders = List.of(new TopicPartition("orders", 0), new TopicPartition("orders", 1),
                new TopicPartition("orders", 2));
        String ordersGroup = "orders-app";
        // generation 1: two members; at minute 30 a third joins (generation 2)
        part.append(batch(part.nextOffset, 0, new SimpleRecord(T0 + 5_000, coordinator("GroupMetadataKey", 2,
                "{\"group\":\"" + ordersGroup + "\"}"), coordinator("GroupMetadataValue", 3, groupValue(1, T0 + 5_000, "consumer-1-a",
                member("consumer-1-a", "orders-app-1", "/10.0.1.11", sub(List.of("orders"), List.of(), -1), asg(orders.subList(0, 2))),
                member("consumer-2-b", "orders-app-2", "/10.0.1.12", sub(List.of("orders"), List.of(), -1), asg(orders.subList(2, 3))))))));
        // KIP-848 group reading web.clicks
        String clicks = "click-stream";
        Uuid clicksId = topicId("web.clicks");
        part.append(batch(part.nextOffset, 0,
                new SimpleRecord(T0 + 6_000, coordinator("ConsumerGroupMemberMetadataKey", 5,
                        "{\"groupId\":\"" + clicks + "\",\"memberId\":\"Jq0k9dQsQ0uR1v6Vh8Yw2g\"}"),
                        coordinator("ConsumerGroupMemberMetadataValue", 0, "{\"instanceId\":null,\"rackId\":null,"
                                + "\"clientId\":\"click-stream-1\",\"clientHost\":\"/10.0.2.21\",\"subscribedTopicNames\":[\"web.clicks\"],"
                                + "\"subscribedTopicRegex\":null,\"rebalanceTimeoutMs\":300000,\"serverAssignor\":\"uniform\","
                                + "\"classicMemberMetadata\":null}")),
                new SimpleRecord(T0 + 6_000, coordinator("ConsumerGroupMetadataKey", 3, "{\"groupId\":\"" + clicks + "\"}"),
                        coordinator("ConsumerGroupMetadataValue", 0, "{\"epoch\":1}")),
                new SimpleRecord(T0 + 6_000, coordinator("ConsumerGroupPartitionMetadataKey", 4, "{\"groupId\":\"" + clicks + "\"}"),
                        coordinator("ConsumerGroupPartitionMetadataValue", 0, "{\"topics\":[{\"topicId\":\"" + clicksId
                                + "\",\"topicName\":\"web.clicks\",\"numPartitions\":2,\"partitionMetadata\":[]}]}")),
                new SimpleRecord(T0 + 6_000, coordinator("ConsumerGroupTargetAssignmentMemberKey", 7,
                        "{\"groupId\":\"" + clicks + "\",\"memberId\":\"Jq0k9dQsQ0uR1v6Vh8Yw2g\"}"),
                        coordinator("ConsumerGroupTargetAssignmentMemberValue", 0, "{\"topicPartitions\":[{\"topicId\":\""
                                + clicksId + "\",\"partitions\":[0,1]}]}")),
                new SimpleRecord(T0 + 6_000, coordinator("ConsumerGroupTargetAssignmentMetadataKey", 6, "{\"groupId\":\"" + clicks + "\"}"),
                        coordinator("ConsumerGroupTargetAssignmentMetadataValue", 0, "{\"assignmentEpoch\":1}")),
                new SimpleRecord(T0 + 6_000, coordinator("ConsumerGroupCurrentMemberAssignmentKey", 8,
                        "{\"groupId\":\"" + clicks + "\",\"memberId\":\"Jq0k9dQsQ0uR1v6Vh8Yw2g\"}"),
                        coordinator("ConsumerGroupCurrentMemberAssignmentValue", 0, "{\"memberEpoch\":1,\"previousMemberEpoch\":0,"
                                + "\"state\":0,\"assignedPartitions\":[{\"topicId\":\"" + clicksId + "\",\"partitions\":[0,1]}],"
                                + "\"partitionsPendingRevocation\":[]}"))));
        // a group that goes away: commits, then its offsets and itself are deleted (tombstones) at minute 45
        part.append(batch(part.nextOffset, 0, commit(T0 + 7_000, "old-app", "legacy.events", 0, 40, 0),
                new SimpleRecord(T0 + 7_000, coordinator("GroupMetadataKey", 2, "{\"group\":\"old-app\"}"),
                        coordinator("GroupMetadataValue", 3, groupValue(0, T0 + 7_000, null)))));
        long ordersEnd[] = {logEnd.get("orders-0"), logEnd.get("orders-1"), logEnd.get("orders-2")};
        long clicksEnd[] = {logEnd.get("web.clicks-0"), logEnd.get("web.clicks-1")};
        Producer audit = new Producer(3000);
        for (int minute = 5; minute <= 60; minute += 5) {
            long ts = T0 + minute * MIN;
            if (minute == 30) {
                part.append(batch(part.nextOffset, 0, new SimpleRecord(ts - 20_000, coordinator("GroupMetadataKey", 2,
                        "{\"group\":\"" + ordersGroup + "\"}"), coordinator("GroupMetadataValue", 3, groupValue(2, ts - 20_000, "consumer-1-a",
                        member("consumer-1-a", "orders-app-1", "/10.0.1.11", sub(List.of("orders"), orders.subList(0, 2), 1), asg(orders.subList(0, 1))),
                        member("consumer-2-b", "orders-app-2", "/10.0.1.12", sub(List.of("orders"), orders.subList(2, 3), 1), asg(orders.subList(1, 2))),
                        member("consumer-3-c", "orders-app-3", "/10.0.1.13", sub(List.of("orders"), List.of(), -1), asg(orders.subList(2, 3))))))));
            }
            SimpleRecord[] commits = new SimpleRecord[3];
            for (int p = 0; p < 3; p++)
                commits[p] = commit(ts + p, ordersGroup, "orders", p, ordersEnd[p] * minute / 60, p == 0 && minute > 30 ? 1 : 0);
            part.append(batch(part.nextOffset, 0, commits));
            if (minute % 10 == 0) {
                part.append(batch(part.nextOffset, 0, commit(ts + 500, clicks, "web.clicks", 0, clicksEnd[0] * minute / 60, 0),
                        commit(ts + 500, clicks, "web.clicks", 1, clicksEnd[1] * minute / 60, 0)));
            }
            if (minute % 20 == 0) {
                // an exactly-once job commits its offsets in a transaction (TxnOffsetCommit), then the COMMIT marker
                part.append(MemoryRecords.withTransactionalRecords(part.nextOffset, Compression.NONE, audit.id, (short) 0,
                        audit.sequence, 0, commit(ts + 700, "payments-audit", "payments-tx", 0, logEnd.get("payments-tx-0") * minute / 60, 0)));
                audit.sequence++;
                part.append(MemoryRecords.withEndTransactionMarker(part.nextOffset, ts + 800, 0, audit.id, (short) 0,
                        new EndTransactionMarker(ControlRecordType.COMMIT, 4)));
            }
            if (minute == 45) {
                part.append(batch(part.nextOffset, 0,
                        tombstone(ts + 900, "OffsetCommitKey", 1, "{\"group\":\"old-app\",\"topic\":\"legacy.events\",\"partition\":0}"),
                        tombstone(ts + 900, "GroupMetadataKey", 2, "{\"group\":\"old-app\"}")));
            }
        }
        kafka4Groups(part, T0 + 61 * MIN);
        part.close();
        return part;
    }

    /** Kafka 4.x's group records, from 4.3's definitions: a regex subscription (16), a share group (10-15), a streams
     * group (17, 20-23; 19 has an untagged nullable struct, which kafka-clients' protocol types cannot write). */
    void kafka4Groups(SampleData.Partition part, long ts) throws IOException {
        String ordersId = topicId("orders").toString();
        String share = "orders-share", member = "Q8v0pX9bT0mLrT3cJx3l1A";
        String streams = "enrich-app", task = "enrich-app-5b1c0d9e-0";
        part.append(batch(part.nextOffset, 0,
                new SimpleRecord(ts, coordinator("ConsumerGroupRegularExpressionKey", 16,
                        "{\"groupId\":\"click-stream\",\"regularExpression\":\"web\\\\..*\"}"),
                        coordinator("ConsumerGroupRegularExpressionValue", 0,
                                "{\"topics\":[\"web.clicks\"],\"version\":42,\"timestamp\":" + ts + "}"))));
        part.append(batch(part.nextOffset, 0,
                new SimpleRecord(ts + 1_000, coordinator("ShareGroupMemberMetadataKey", 10,
                        "{\"groupId\":\"" + share + "\",\"memberId\":\"" + member + "\"}"),
                        coordinator("ShareGroupMemberMetadataValue", 0, "{\"rackId\":null,\"clientId\":\"orders-share-1\","
                                + "\"clientHost\":\"/10.0.3.31\",\"subscribedTopicNames\":[\"orders\"]}")),
                new SimpleRecord(ts + 1_000, coordinator("ShareGroupMetadataKey", 11, "{\"groupId\":\"" + share + "\"}"),
                        coordinator("ShareGroupMetadataValue", 0, "{\"epoch\":1,\"metadataHash\":7301425369214532871}")),
                new SimpleRecord(ts + 1_000, coordinator("ShareGroupTargetAssignmentMemberKey", 13,
                        "{\"groupId\":\"" + share + "\",\"memberId\":\"" + member + "\"}"),
                        coordinator("ShareGroupTargetAssignmentMemberValue", 0, "{\"topicPartitions\":[{\"topicId\":\""
                                + ordersId + "\",\"partitions\":[0,1,2]}]}")),
                new SimpleRecord(ts + 1_000, coordinator("ShareGroupTargetAssignmentMetadataKey", 12,
                        "{\"groupId\":\"" + share + "\"}"),
                        coordinator("ShareGroupTargetAssignmentMetadataValue", 0,
                                "{\"assignmentEpoch\":1,\"assignmentTimestamp\":" + (ts + 1_000) + "}")),
                new SimpleRecord(ts + 1_000, coordinator("ShareGroupCurrentMemberAssignmentKey", 14,
                        "{\"groupId\":\"" + share + "\",\"memberId\":\"" + member + "\"}"),
                        coordinator("ShareGroupCurrentMemberAssignmentValue", 0, "{\"memberEpoch\":1,\"previousMemberEpoch\":0,"
                                + "\"state\":0,\"assignedPartitions\":[{\"topicId\":\"" + ordersId + "\",\"partitions\":[0,1,2]}]}")),
                new SimpleRecord(ts + 1_000, coordinator("ShareGroupStatePartitionMetadataKey", 15,
                        "{\"groupId\":\"" + share + "\"}"),
                        coordinator("ShareGroupStatePartitionMetadataValue", 0, "{\"initializingTopics\":[],"
                                + "\"initializedTopics\":[{\"topicId\":\"" + ordersId + "\",\"topicName\":\"orders\","
                                + "\"partitions\":[0,1,2]}],\"deletingTopics\":[]}"))));
        String tasks = "[{\"subtopologyId\":\"0\",\"partitions\":[0,1,2]}]";
        part.append(batch(part.nextOffset, 0,
                new SimpleRecord(ts + 2_000, coordinator("StreamsGroupTopologyKey", 23, "{\"groupId\":\"" + streams + "\"}"),
                        coordinator("StreamsGroupTopologyValue", 0, "{\"epoch\":0,\"subtopologies\":[{\"subtopologyId\":\"0\","
                                + "\"sourceTopics\":[\"orders\"],\"sourceTopicRegex\":[],\"stateChangelogTopics\":[{\"name\":"
                                + "\"enrich-app-totals-changelog\",\"partitions\":3,\"replicationFactor\":1,\"topicConfigs\":"
                                + "[{\"key\":\"cleanup.policy\",\"value\":\"compact\"}]}],\"repartitionSinkTopics\":[],"
                                + "\"repartitionSourceTopics\":[],\"copartitionGroups\":[]}]}")),
                new SimpleRecord(ts + 2_000, coordinator("StreamsGroupMetadataKey", 17, "{\"groupId\":\"" + streams + "\"}"),
                        coordinator("StreamsGroupMetadataValue", 0, "{\"epoch\":1,\"metadataHash\":-2412217155341360210,"
                                + "\"validatedTopologyEpoch\":0,\"lastAssignmentConfigs\":[{\"key\":\"num.standby.replicas\","
                                + "\"value\":\"0\"}]}")),
                new SimpleRecord(ts + 2_000, coordinator("StreamsGroupTargetAssignmentMemberKey", 21,
                        "{\"groupId\":\"" + streams + "\",\"memberId\":\"" + task + "\"}"),
                        coordinator("StreamsGroupTargetAssignmentMemberValue", 0, "{\"activeTasks\":" + tasks
                                + ",\"standbyTasks\":[],\"warmupTasks\":[]}")),
                new SimpleRecord(ts + 2_000, coordinator("StreamsGroupTargetAssignmentMetadataKey", 20,
                        "{\"groupId\":\"" + streams + "\"}"),
                        coordinator("StreamsGroupTargetAssignmentMetadataValue", 0,
                                "{\"assignmentEpoch\":1,\"assignmentTimestamp\":null}")),
                new SimpleRecord(ts + 2_000, coordinator("StreamsGroupCurrentMemberAssignmentKey", 22,
                        "{\"groupId\":\"" + streams + "\",\"memberId\":\"" + task + "\"}"),
                        coordinator("StreamsGroupCurrentMemberAssignmentValue", 0, "{\"memberEpoch\":1,\"previousMemberEpoch\":0,"
                                + "\"state\":0,\"activeTasks\":[{\"subtopologyId\":\"0\",\"partitions\":[0,1,2],"
                                + "\"assignmentEpochs\":[1,1,1]}],\"standbyTasks\":[],\"warmupTasks\":[],"
                                + "\"activeTasksPendingRevocation\":[],\"standbyTasksPendingRevocation\":[],"
                                + "\"warmupTasksPendingRevocation\":[]}"))));
    }

    // ------------------------------------------------------------------------------------------ __share_group_state

    static String stateBatch(long first, long last, int state, int count) {
        return "{\"firstOffset\":" + first + ",\"lastOffset\":" + last + ",\"deliveryState\":" + state
                + ",\"deliveryCount\":" + count + "}";
    }

    /** The share coordinator's records for the share group orders-share reading orders-0..2 (KIP-932, Kafka 4.3's
     * definitions): a snapshot per partition, updates as records are acknowledged, released or archived, a later
     * snapshot with DeliveryCompleteCount (4.2); and a group whose state is deleted (tombstone). */
    SampleData.Partition shareGroupState() throws IOException {
        SampleData.Partition part = new SampleData.Partition(root, "__share_group_state", 0, 1 << 30);
        String ordersId = topicId("orders").toString();
        long ts = T0 + 61 * MIN + 1_000;
        for (int p = 0; p < 3; p++) {
            String key = "{\"groupId\":\"orders-share\",\"topicId\":\"" + ordersId + "\",\"partition\":" + p + "}";
            part.append(batch(part.nextOffset, 0, new SimpleRecord(ts + p, coordinator("ShareSnapshotKey", 0, key),
                    coordinator("ShareSnapshotValue", 0, "{\"snapshotEpoch\":0,\"stateEpoch\":0,\"leaderEpoch\":" + (p == 0 ? 1 : 0)
                            + ",\"startOffset\":0,\"deliveryCompleteCount\":null,\"createTimestamp\":" + (ts + p)
                            + ",\"writeTimestamp\":" + (ts + p) + ",\"stateBatches\":[]}"))));
        }
        String key0 = "{\"groupId\":\"orders-share\",\"topicId\":\"" + ordersId + "\",\"partition\":0}";
        String[] updates = {
                "{\"snapshotEpoch\":0,\"leaderEpoch\":1,\"startOffset\":-1,\"deliveryCompleteCount\":null,\"stateBatches\":["
                        + stateBatch(0, 99, 2, 1) + "]}",
                "{\"snapshotEpoch\":0,\"leaderEpoch\":1,\"startOffset\":100,\"deliveryCompleteCount\":null,\"stateBatches\":["
                        + stateBatch(100, 149, 2, 1) + "," + stateBatch(150, 159, 0, 1) + "]}",
                "{\"snapshotEpoch\":0,\"leaderEpoch\":1,\"startOffset\":-1,\"deliveryCompleteCount\":null,\"stateBatches\":["
                        + stateBatch(150, 154, 2, 2) + "," + stateBatch(155, 159, 4, 5) + "]}",
        };
        for (String u : updates) {
            ts += 10_000;
            part.append(batch(part.nextOffset, 0, new SimpleRecord(ts, coordinator("ShareUpdateKey", 1, key0),
                    coordinator("ShareUpdateValue", 0, u))));
        }
        ts += 10_000;
        part.append(batch(part.nextOffset, 0, new SimpleRecord(ts, coordinator("ShareSnapshotKey", 0, key0),
                coordinator("ShareSnapshotValue", 0, "{\"snapshotEpoch\":1,\"stateEpoch\":0,\"leaderEpoch\":1,"
                        + "\"startOffset\":160,\"deliveryCompleteCount\":0,\"createTimestamp\":" + (T0 + 61 * MIN + 1_000)
                        + ",\"writeTimestamp\":" + ts + ",\"stateBatches\":[" + stateBatch(160, 169, 0, 1) + "]}"))));
        ts += 10_000;
        part.append(batch(part.nextOffset, 0, new SimpleRecord(ts, coordinator("ShareUpdateKey", 1, key0),
                coordinator("ShareUpdateValue", 0, "{\"snapshotEpoch\":1,\"leaderEpoch\":1,\"startOffset\":-1,"
                        + "\"deliveryCompleteCount\":3,\"stateBatches\":[" + stateBatch(160, 162, 2, 1) + "]}"))));
        // a group that was deleted: its partition's state goes (tombstones for both keys, as the coordinator writes them)
        String gone = "{\"groupId\":\"audit-share\",\"topicId\":\"" + topicId("payments-tx") + "\",\"partition\":0}";
        part.append(batch(part.nextOffset, 0, new SimpleRecord(ts + 1, coordinator("ShareSnapshotKey", 0, gone),
                coordinator("ShareSnapshotValue", 0, "{\"snapshotEpoch\":0,\"stateEpoch\":0,\"leaderEpoch\":0,"
                        + "\"startOffset\":0,\"deliveryCompleteCount\":null,\"createTimestamp\":" + (ts + 1)
                        + ",\"writeTimestamp\":" + (ts + 1) + ",\"stateBatches\":[]}"))));
        part.append(batch(part.nextOffset, 0, tombstone(ts + 60_000, "ShareSnapshotKey", 0, gone),
                tombstone(ts + 60_000, "ShareUpdateKey", 1, gone)));
        part.close();
        return part;
    }

    // ------------------------------------------------------------------------------------------ __remote_log_metadata

    /** What a segment's batches say: first and last offset, max timestamp, size, and where each leader epoch starts. */
    static Map<String, Object> segmentFacts(Path log) throws IOException {
        long first = -1, last = -1, maxTs = -1;
        StringBuilder epochs = new StringBuilder();
        int epoch = -1;
        try (FileRecords fr = FileRecords.open(log.toFile())) {
            for (RecordBatch b : fr.batches()) {
                if (first < 0) first = b.baseOffset();
                last = b.lastOffset();
                maxTs = Math.max(maxTs, b.maxTimestamp());
                if (b.partitionLeaderEpoch() > epoch) {
                    epoch = b.partitionLeaderEpoch();
                    epochs.append(epochs.length() > 0 ? "," : "").append("{\"leaderEpoch\":").append(epoch)
                            .append(",\"offset\":").append(b.baseOffset()).append('}');
                }
            }
        }
        return Map.of("first", first, "last", last, "maxTs", maxTs, "size", Files.size(log), "epochs", epochs.toString());
    }

    ByteBuffer remoteSegment(String topic, int partition, String segmentId, Map<String, Object> f, long eventTs,
                             boolean txnIndexEmpty) {
        return metadata("RemoteLogSegmentMetadataRecord", 0, 0, "{\"remoteLogSegmentId\":{\"topicIdPartition\":{\"name\":\""
                + topic + "\",\"id\":\"" + topicId(topic) + "\",\"partition\":" + partition + "},\"id\":\"" + segmentId
                + "\"},\"startOffset\":" + f.get("first") + ",\"endOffset\":" + f.get("last") + ",\"brokerId\":" + BROKER
                + ",\"maxTimestampMs\":" + f.get("maxTs") + ",\"eventTimestampMs\":" + eventTs + ",\"segmentLeaderEpochs\":["
                + f.get("epochs") + "],\"segmentSizeInBytes\":" + f.get("size") + ",\"customMetadata\":null,"
                + "\"remoteLogSegmentState\":0,\"txnIndexEmpty\":" + (txnIndexEmpty ? "true" : "null") + "}");
    }

    ByteBuffer remoteUpdate(String topic, int partition, String segmentId, long eventTs, String custom, int state) {
        return metadata("RemoteLogSegmentMetadataUpdateRecord", 1, 0, "{\"remoteLogSegmentId\":{\"topicIdPartition\":"
                + "{\"name\":\"" + topic + "\",\"id\":\"" + topicId(topic) + "\",\"partition\":" + partition + "},\"id\":\""
                + segmentId + "\"},\"brokerId\":" + BROKER + ",\"eventTimestampMs\":" + eventTs + ",\"customMetadata\":"
                + custom + ",\"remoteLogSegmentState\":" + state + "}");
    }

    /** TopicBasedRemoteLogMetadataManager's records for tiered segments of orders-0 and web.clicks-0 (KIP-405, Kafka
     * 4.3's definitions): orders-0's first segment copied, its second being copied; web.clicks-0's first segment
     * copied, then deleted by retention. Offsets, sizes, timestamps and leader epochs are the local segments'. */
    SampleData.Partition remoteLogMetadata() throws IOException {
        SampleData.Partition part = new SampleData.Partition(root, "__remote_log_metadata", 0, 1 << 30);
        Map<String, Object> orders0 = segmentFacts(root.resolve("orders-0/00000000000000000000.log"));
        Map<String, Object> orders579 = segmentFacts(root.resolve("orders-0/00000000000000000579.log"));
        List<Path> clickLogs = new ArrayList<>();
        try (var s = Files.newDirectoryStream(root.resolve("web.clicks-0"), "*.log")) {
            for (Path p : s) clickLogs.add(p);
        }
        clickLogs.sort(null);
        Map<String, Object> clicks0 = segmentFacts(clickLogs.get(0));
        String ordersSeg0 = topicId("orders-0 segment 0").toString(), ordersSeg1 = topicId("orders-0 segment 579").toString();
        String clicksSeg0 = topicId("web.clicks-0 segment 0").toString();
        long ts = T0 + 62 * MIN;
        List<ByteBuffer> values = List.of(
                remoteSegment("orders", 0, ordersSeg0, orders0, ts, true),
                remoteUpdate("orders", 0, ordersSeg0, ts + 2_000, "\"" + java.util.Base64.getEncoder().encodeToString(
                        "s3://tiered/orders-0/0".getBytes(StandardCharsets.UTF_8)) + "\"", 1),
                remoteSegment("web.clicks", 0, clicksSeg0, clicks0, ts + 3_000, true),
                remoteUpdate("web.clicks", 0, clicksSeg0, ts + 4_000, "null", 1),
                remoteSegment("orders", 0, ordersSeg1, orders579, ts + 5_000, false),
                remoteUpdate("web.clicks", 0, clicksSeg0, ts + 6 * MIN, "null", 2),
                remoteUpdate("web.clicks", 0, clicksSeg0, ts + 6 * MIN + 500, "null", 3));
        for (ByteBuffer v : values) {
            part.append(batch(part.nextOffset, 0, new SimpleRecord(ts, null, v)));
            ts += 1_000;
        }
        part.close();
        return part;
    }

    static final class Producer {
        final long id;
        int sequence;

        Producer(long id) {
            this.id = id;
        }
    }

    // ------------------------------------------------------------------------------------------ __transaction_state

    SampleData.Partition transactionState() throws IOException {
        SampleData.Partition part = new SampleData.Partition(root, "__transaction_state", 0, 1 << 30);
        String[][] ids = {{"payments-api-tx", "2000"}, {"refunds-worker-tx", "2001"}, {"payments-audit-tx", "3000"}};
        int[] states = {1, 2, 4, 1, 3, 5, 1, 2, 4};  // Ongoing, PrepareCommit, CompleteCommit, ... one abort
        for (String[] id : ids) {
            long pid = Long.parseLong(id[1]);
            String topic = pid == 3000 ? "__consumer_offsets" : "payments-tx";
            part.append(batch(part.nextOffset, 0, txn(T0 + pid, id[0], pid, 0, null, T0 + pid, -1)));
            long ts = T0 + 30_000 + pid;
            for (int i = 0; i < states.length; i++) {
                boolean complete = states[i] == 4 || states[i] == 5;
                part.append(batch(part.nextOffset, 0, txn(ts, id[0], pid, states[i],
                        complete ? "[]" : "[{\"topic\":\"" + topic + "\",\"partitionIds\":[0]}]", ts, states[i] == 1 ? ts : ts - 1000)));
                ts += 95_000;
            }
        }
        part.append(batch(part.nextOffset, 0, new SimpleRecord(T0 + 59 * MIN, coordinator("TransactionLogKey", 0,
                "{\"transactionalId\":\"payments-audit-tx\"}"), null)));
        part.close();
        return part;
    }

    SimpleRecord txn(long ts, String id, long pid, int state, String partitions, long updated, long started) {
        return new SimpleRecord(ts, coordinator("TransactionLogKey", 0, "{\"transactionalId\":\"" + id + "\"}"),
                coordinator("TransactionLogValue", 0, "{\"producerId\":" + pid + ",\"producerEpoch\":0,"
                        + "\"transactionTimeoutMs\":60000,\"transactionStatus\":" + state + ",\"transactionPartitions\":"
                        + (partitions == null ? "null" : partitions) + ",\"transactionLastUpdateTimestampMs\":" + updated
                        + ",\"transactionStartTimestampMs\":" + started + "}"));
    }

    // ------------------------------------------------------------------------------------------ __cluster_metadata

    /** metadata.version of Kafka 4.3's MetadataVersion.LATEST_PRODUCTION (IBP_4_3_IV0): RegisterBrokerRecord v4,
     * PartitionRecord and PartitionChangeRecord v2 (MetadataVersion.registerBrokerRecordVersion, partitionRecordVersion). */
    static final int METADATA_VERSION = 30;
    /** The other finalized features of a new 4.3 cluster, at each feature's LATEST_PRODUCTION in 4.3 (Feature.java). */
    static final String[][] FEATURES = {{"eligible.leader.replicas.version", "1"}, {"group.version", "1"},
            {"share.version", "1"}, {"streams.version", "1"}, {"transaction.version", "2"}};
    /** What broker and controller register as supported: [name, min, max] (4.3; metadata.version from IBP_3_3_IV3, 7). */
    static final String[][] SUPPORTED = {{"metadata.version", "7", "30"}, {"kraft.version", "0", "1"},
            {"eligible.leader.replicas.version", "0", "1"}, {"group.version", "0", "1"}, {"share.version", "0", "1"},
            {"streams.version", "0", "1"}, {"transaction.version", "0", "2"}};
    static final String[][] METADATA_TOPICS = {{"orders", "3"}, {"web.clicks", "2"}, {"payments-tx", "1"},
            {"legacy.events", "1"}, {"__consumer_offsets", "1"}, {"__transaction_state", "1"}, {"__share_group_state", "1"},
            {"__remote_log_metadata", "1"}};
    static final int BROKER_EPOCH = 7;

    static String supported() {
        List<String> out = new ArrayList<>();
        for (String[] f : SUPPORTED)
            out.add("{\"name\":\"" + f[0] + "\",\"minSupportedVersion\":" + f[1] + ",\"maxSupportedVersion\":" + f[2] + "}");
        return "[" + String.join(",", out) + "]";
    }

    /** The broker's two log directories (this data directory is the first, meta.properties' directory.id). */
    static String logDirs() {
        return "[\"" + topicId("log-dir") + "\",\"" + topicId("log-dir-2") + "\"]";
    }

    List<ByteBuffer> features() {
        List<ByteBuffer> out = new ArrayList<>();
        out.add(metadata("FeatureLevelRecord", 12, 0, "{\"name\":\"metadata.version\",\"featureLevel\":" + METADATA_VERSION + "}"));
        for (String[] f : FEATURES)
            out.add(metadata("FeatureLevelRecord", 12, 0, "{\"name\":\"" + f[0] + "\",\"featureLevel\":" + f[1] + "}"));
        return out;
    }

    ByteBuffer registerController() {
        return metadata("RegisterControllerRecord", 27, 0, "{\"controllerId\":1,\"incarnationId\":\"" + topicId("controller-incarnation")
                + "\",\"zkMigrationReady\":false,\"endPoints\":[{\"name\":\"CONTROLLER\",\"host\":\"localhost\",\"port\":9093,"
                + "\"securityProtocol\":0}],\"features\":" + supported() + "}");
    }

    /** RegisterBrokerRecord v4; {@code cordoned} null leaves the tagged CordonedLogDirs out, as the controller's
     * registration does (ClusterControlManager.registerBroker); the image in a snapshot writes the broker's. */
    ByteBuffer registerBroker(boolean fenced, String cordoned) {
        return metadata("RegisterBrokerRecord", 0, 4, "{\"brokerId\":" + BROKER + ",\"isMigratingZkBroker\":false,"
                + "\"incarnationId\":\"" + topicId("broker-incarnation") + "\",\"brokerEpoch\":" + BROKER_EPOCH
                + ",\"endPoints\":[{\"name\":\"PLAINTEXT\",\"host\":\"localhost\",\"port\":9092,\"securityProtocol\":0}],"
                + "\"features\":" + supported() + ",\"rack\":null,\"fenced\":" + fenced + ",\"inControlledShutdown\":false,"
                + "\"logDirs\":" + logDirs() + (cordoned == null ? "" : ",\"cordonedLogDirs\":" + cordoned) + "}");
    }

    /** A topic as CreateTopics writes it (TopicRecord, PartitionRecord v2, with {@code configs} its configs);
     * {@code epoch0} partition 0's leader and partition epoch. */
    List<ByteBuffer> topic(String name, int partitions, int epoch0, boolean configs) {
        List<ByteBuffer> out = new ArrayList<>();
        Uuid id = topicId(name);
        out.add(metadata("TopicRecord", 2, 0, "{\"name\":\"" + name + "\",\"topicId\":\"" + id + "\"}"));
        for (int p = 0; p < partitions; p++) {
            int epoch = p == 0 ? epoch0 : 0;
            out.add(metadata("PartitionRecord", 3, 2, "{\"partitionId\":" + p + ",\"topicId\":\"" + id + "\","
                    + "\"replicas\":[1],\"isr\":[1],\"removingReplicas\":[],\"addingReplicas\":[],\"leader\":1,"
                    + "\"leaderEpoch\":" + epoch + ",\"partitionEpoch\":" + epoch + ",\"directories\":[\"" + topicId("log-dir") + "\"]}"));
        }
        if (configs && compacted(name)) out.add(config(2, name, "cleanup.policy", "compact"));
        return out;
    }

    /** Kafka's compacted internal topics (__remote_log_metadata is cleanup.policy=delete). */
    static boolean compacted(String topic) {
        return topic.startsWith("__") && !topic.equals("__remote_log_metadata");
    }

    ByteBuffer config(int resourceType, String resource, String name, String value) {
        return metadata("ConfigRecord", 4, 0, "{\"resourceType\":" + resourceType + ",\"resourceName\":\"" + resource
                + "\",\"name\":\"" + name + "\",\"value\":\"" + value + "\"}");
    }

    ByteBuffer clearElr(String topic) {
        return metadata("ClearElrRecord", 28, 0, "{\"topicName\":\"" + topic + "\"}");
    }

    ByteBuffer quota() {
        return metadata("ClientQuotaRecord", 14, 0, "{\"entity\":[{\"entityType\":\"client-id\",\"entityName\":\"click-collector\"}],"
                + "\"key\":\"producer_byte_rate\",\"value\":1048576.0,\"remove\":false}");
    }

    ByteBuffer producerIds() {
        return metadata("ProducerIdsRecord", 15, 0, "{\"brokerId\":1,\"brokerEpoch\":" + BROKER_EPOCH + ",\"nextProducerId\":5000}");
    }

    ByteBuffer acl() {
        return metadata("AccessControlEntryRecord", 18, 0, "{\"id\":\"" + topicId("acl-1") + "\",\"resourceType\":2,"
                + "\"resourceName\":\"payments-tx\",\"patternType\":3,\"principal\":\"User:payments-api\",\"host\":\"*\","
                + "\"operation\":4,\"permissionType\":3}");
    }

    /** One batch of the metadata log: its records and their time. */
    record MetadataBatch(long timestamp, List<ByteBuffer> records) {
    }

    /**
     * The metadata log of a single-node Kafka 4.3 cluster (metadata.version 30) from its first start: the bootstrap
     * features, the controller's and the broker's registrations, the broker unfenced (BrokerRegistrationChangeRecord
     * v0, as ReplicationControlManager.handleBrokerUnfenced writes it), the topics, configs, a quota and an ACL; then
     * min.insync.replicas set on orders with the ClearElrRecord the controller adds (ConfigurationControlManager
     * .createClearElrRecordsAsNeeded); the broker's second log directory cordoned (BrokerRegistrationChangeRecord v3,
     * handleDirectoriesCordoned) at minute 20; orders-0's leader epoch 1 (PartitionChangeRecord v2) at minute 30; the
     * cluster-wide min.insync.replicas with a ClearElrRecord for every topic (empty name) at minute 40; and the
     * controller's NoOpRecord every 5 minutes (every 500 ms in Kafka).
     */
    List<MetadataBatch> metadataLog() {
        List<MetadataBatch> out = new ArrayList<>();
        long ts = T0 - 50_000;
        out.add(new MetadataBatch(ts, features()));
        out.add(new MetadataBatch(ts += 1_000, List.of(registerController())));
        out.add(new MetadataBatch(ts += 1_000, List.of(registerBroker(true, null))));
        out.add(new MetadataBatch(ts += 1_000, List.of(metadata("BrokerRegistrationChangeRecord", 17, 0,
                "{\"brokerId\":" + BROKER + ",\"brokerEpoch\":" + BROKER_EPOCH + ",\"fenced\":-1}"))));
        out.add(new MetadataBatch(ts += 1_000, List.of(producerIds())));
        for (String[] t : METADATA_TOPICS) out.add(new MetadataBatch(ts += 1_000, topic(t[0], Integer.parseInt(t[1]), 0, true)));
        out.add(new MetadataBatch(ts += 1_000, List.of(config(2, "orders", "segment.bytes", "49152"))));
        out.add(new MetadataBatch(ts += 1_000, List.of(config(2, "orders", "min.insync.replicas", "1"), clearElr("orders"))));
        out.add(new MetadataBatch(ts += 1_000, List.of(quota())));
        out.add(new MetadataBatch(ts += 1_000, List.of(acl())));
        for (int minute = 0; minute <= 60; minute += 5) {
            long t = T0 + minute * MIN;
            if (minute == 20)
                out.add(new MetadataBatch(t - 30_000, List.of(metadata("BrokerRegistrationChangeRecord", 17, 3, "{\"brokerId\":"
                        + BROKER + ",\"brokerEpoch\":" + BROKER_EPOCH + ",\"cordonedLogDirs\":[\"" + topicId("log-dir-2") + "\"]}"))));
            if (minute == 30)
                out.add(new MetadataBatch(t - 30_000, List.of(metadata("PartitionChangeRecord", 5, 2, "{\"partitionId\":0,"
                        + "\"topicId\":\"" + topicId("orders") + "\",\"isr\":[1],\"leader\":1}"))));
            if (minute == 40)
                out.add(new MetadataBatch(t - 30_000, List.of(config(4, "", "min.insync.replicas", "1"), clearElr(""))));
            out.add(new MetadataBatch(t, List.of(metadata("NoOpRecord", 20, 0, "{}"))));
        }
        return out;
    }

    /** The metadata image after minute 45 as MetadataImage.write writes it: features (metadata.version first), the
     * broker (its cordoned directory now in RegisterBrokerRecord v4) and controller, topics with their partitions,
     * configs, the quota, producer ids, the ACL. */
    List<ByteBuffer> metadataImage() {
        List<ByteBuffer> out = new ArrayList<>(features());
        out.add(registerBroker(false, "[\"" + topicId("log-dir-2") + "\"]"));
        out.add(registerController());
        for (String[] t : METADATA_TOPICS) out.addAll(topic(t[0], Integer.parseInt(t[1]), t[0].equals("orders") ? 1 : 0, false));
        out.add(config(4, "", "min.insync.replicas", "1"));
        for (String[] t : METADATA_TOPICS) if (compacted(t[0])) out.add(config(2, t[0], "cleanup.policy", "compact"));
        out.add(config(2, "orders", "min.insync.replicas", "1"));
        out.add(config(2, "orders", "segment.bytes", "49152"));
        out.add(quota());
        out.add(producerIds());
        out.add(acl());
        return out;
    }

    SampleData.Partition clusterMetadata() throws IOException {
        SampleData.Partition part = new SampleData.Partition(root, "__cluster_metadata", 0, 1 << 30);
        int epoch = 1;
        part.leaderEpoch = epoch;
        part.append(MemoryRecords.withLeaderChangeMessage(0L, T0 - 60_000, epoch, ByteBuffer.allocate(256),
                new LeaderChangeMessage().setVersion((short) 0).setLeaderId(BROKER)
                        .setVoters(List.of(new LeaderChangeMessage.Voter().setVoterId(BROKER)))
                        .setGrantingVoters(List.of(new LeaderChangeMessage.Voter().setVoterId(BROKER)))));
        long snapshotEnd = -1, snapshotTime = -1;
        for (MetadataBatch b : metadataLog()) {
            List<SimpleRecord> batch = new ArrayList<>();
            for (ByteBuffer value : b.records()) batch.add(new SimpleRecord(b.timestamp(), null, value));
            part.append(batch(part.nextOffset, epoch, batch.toArray(new SimpleRecord[0])));
            if (b.timestamp() == T0 + 45 * MIN) {
                snapshotEnd = part.nextOffset;
                snapshotTime = b.timestamp();
            }
        }
        part.close();
        // a KRaft snapshot of the image after minute 45: <end offset>-<epoch>.checkpoint (kraft.version 0: a static
        // quorum, so no KRaftVersion or Voters records after the header)
        List<ByteBuffer> image = metadataImage();
        Path checkpoint = part.dir.resolve(String.format("%020d-%010d.checkpoint", snapshotEnd, epoch));
        try (FileRecords fr = FileRecords.open(checkpoint.toFile())) {
            fr.append(MemoryRecords.withSnapshotHeaderRecord(0L, T0 + 46 * MIN, epoch, ByteBuffer.allocate(256),
                    new SnapshotHeaderRecord().setVersion((short) 0).setLastContainedLogTimestamp(snapshotTime)));
            List<SimpleRecord> batch = new ArrayList<>();
            for (ByteBuffer value : image) batch.add(new SimpleRecord(T0 + 46 * MIN, null, value));
            fr.append(batch(1L, epoch, batch.toArray(new SimpleRecord[0])));
            fr.append(MemoryRecords.withSnapshotFooterRecord(1L + image.size(), T0 + 46 * MIN, epoch, ByteBuffer.allocate(256),
                    new SnapshotFooterRecord().setVersion((short) 0)));
        }
        Files.writeString(part.dir.resolve("quorum-state"), "{\"clusterId\":\"\",\"leaderId\":1,\"leaderEpoch\":1,"
                + "\"votedId\":-1,\"appliedOffset\":0,\"currentVoters\":[{\"voterId\":1}],\"data_version\":0}");
        return part;
    }

    // ------------------------------------------------------------------------------------------ broker files

    /** partition.metadata, leader-epoch-checkpoint and producer snapshots of one partition, from its segments. */
    void partitionFiles(Path dir) throws IOException {
        String name = dir.getFileName().toString();
        String topic = name.substring(0, name.lastIndexOf('-'));
        // PartitionMetadata.encode (Kafka 3.9 to 4.3): no newline after the topic id
        Files.writeString(dir.resolve("partition.metadata"), "version: 0\ntopic_id: " + topicId(topic));
        List<Path> logs = new ArrayList<>();
        try (var s = Files.newDirectoryStream(dir, "*.log")) {
            for (Path p : s) logs.add(p);
        }
        logs.sort(null);
        TreeMap<Integer, Long> epochs = new TreeMap<>();
        ProducerState state = new ProducerState();
        long end = 0;
        for (Path log : logs) {
            long base = Long.parseLong(log.getFileName().toString().replace(".log", ""));
            if (base > 0) state.snapshot(dir.resolve(String.format("%020d.snapshot", base)));
            try (FileRecords fr = FileRecords.open(log.toFile())) {
                for (RecordBatch b : fr.batches()) {
                    // LeaderEpochFileCache.assign: the first offset written in each new epoch (v2 batches carry it)
                    int epoch = b.partitionLeaderEpoch();
                    if (epoch >= 0 && (epochs.isEmpty() || epoch > epochs.lastKey())) epochs.put(epoch, b.baseOffset());
                    state.update(b);
                    end = b.nextOffset();
                }
            }
        }
        StringBuilder ckpt = new StringBuilder("0\n" + epochs.size() + "\n");
        epochs.forEach((e, o) -> ckpt.append(e).append(' ').append(o).append('\n'));
        Files.writeString(dir.resolve("leader-epoch-checkpoint"), ckpt.toString());
        if (!name.startsWith("__cluster_metadata")) state.snapshot(dir.resolve(String.format("%020d.snapshot", end)));
        logEnd.put(name, end);
    }

    /** ProducerStateManager's view of the producers, as far as a snapshot records it. */
    static final class ProducerState {
        final TreeMap<Long, long[]> entries = new TreeMap<>();  // pid -> entry as ProducerSnapshots.snapshot takes it

        void update(RecordBatch b) {
            if (b.producerId() < 0) return;
            long[] e = entries.computeIfAbsent(b.producerId(), pid -> new long[]{pid, 0, -1, -1, 0, -1, -1, -1});
            e[1] = b.producerEpoch();
            if (b.isControlBatch()) {
                for (Record r : b) {
                    ControlRecordType type = ControlRecordType.parse(r.key());
                    if (type == ControlRecordType.COMMIT || type == ControlRecordType.ABORT) {
                        e[6] = EndTransactionMarker.deserialize(r).coordinatorEpoch();
                        e[7] = -1;
                        e[5] = b.maxTimestamp();
                    }
                }
                return;
            }
            e[2] = b.lastSequence();
            e[3] = b.lastOffset();
            e[4] = b.lastOffset() - b.baseOffset();
            e[5] = b.maxTimestamp();
            if (b.isTransactional() && e[7] < 0) e[7] = b.baseOffset();
        }

        void snapshot(Path file) throws IOException {
            ByteBuffer buffer = ProducerSnapshots.snapshot(entries.values().toArray(new long[0][]));
            Files.write(file, SampleData.array(buffer));
        }
    }

    static String checkpoint(Map<String, Long> offsets) {
        StringBuilder out = new StringBuilder("0\n" + offsets.size() + "\n");
        offsets.forEach((name, offset) -> {
            int dash = name.lastIndexOf('-');
            out.append(name, 0, dash).append(' ').append(name.substring(dash + 1)).append(' ').append(offset).append('\n');
        });
        return out.toString();
    }

    // ------------------------------------------------------------------------------------------ main

    @SuppressWarnings("unchecked")
    void write() throws Exception {
        for (String dir : List.of("__consumer_offsets-0", "__transaction_state-0", "__cluster_metadata-0",
                "__share_group_state-0", "__remote_log_metadata-0")) {
            Path d = root.resolve(dir);
            if (Files.exists(d)) try (var s = Files.walk(d)) {
                s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        logEnd.putAll(readLogEnds());
        List<SampleData.Partition> added = List.of(consumerOffsets(), transactionState(), clusterMetadata(),
                shareGroupState(), remoteLogMetadata());
        try (var dirs = Files.newDirectoryStream(root, Files::isDirectory)) {
            for (Path dir : dirs) partitionFiles(dir);
        }
        Map<String, Long> data = new TreeMap<>(logEnd);
        data.remove("__cluster_metadata-0");  // the metadata log is KRaft's, not in the broker's checkpoints
        Files.writeString(root.resolve("recovery-point-offset-checkpoint"), checkpoint(data));
        Files.writeString(root.resolve("replication-offset-checkpoint"), checkpoint(data));
        Map<String, Long> starts = new TreeMap<>();
        data.keySet().forEach(k -> starts.put(k, 0L));
        Files.writeString(root.resolve("log-start-offset-checkpoint"), checkpoint(starts));
        Files.writeString(root.resolve("cleaner-offset-checkpoint"), checkpoint(Map.of("__consumer_offsets-0", 0L)));
        // A broker that stopped cleanly leaves CleanShutdownFileHandler's JSON (KIP-966: with its broker epoch)
        Files.writeString(root.resolve(".kafka_cleanshutdown"), "{\"version\":0,\"brokerEpoch\":" + BROKER_EPOCH + "}");
        Files.writeString(root.resolve("meta.properties"), "#\n#Tue Nov 14 22:12:20 UTC 2023\nnode.id=1\n"
                + "directory.id=" + topicId("log-dir") + "\nversion=1\ncluster.id=" + CLUSTER_ID + "\n");

        // EXPECTED.json: SampleData's partitions, then ours, summarized by SampleData's own reader
        ObjectMapper mapper = new ObjectMapper();
        Map<String, Object> top = mapper.readValue(root.resolve("EXPECTED.json").toFile(), LinkedHashMap.class);
        List<Object> partitions = new ArrayList<>();
        for (Object p : (List<Object>) top.get("partitions"))
            if (!((String) ((Map<String, Object>) p).get("topic")).startsWith("__")) partitions.add(p);
        for (SampleData.Partition p : added) partitions.add(SampleData.summarize(root, p));
        long records = 0, bytes = 0;
        for (Object p : partitions) {
            records += ((Number) ((Map<String, Object>) p).get("records")).longValue();
            bytes += ((Number) ((Map<String, Object>) p).get("bytes")).longValue();
        }
        top.put("generator", "tests/golden/SampleData.java, then tests/golden/internal/SampleInternal.java for the "
                + "internal topics and broker files (run by tests/golden/regenerate.sh)");
        top.put("total_records", records);
        top.put("total_log_bytes", bytes);
        top.put("partitions", partitions);
        Files.write(root.resolve("EXPECTED.json"), Json.pretty(top).getBytes(StandardCharsets.UTF_8));
    }

}
