import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import org.apache.kafka.clients.consumer.ConsumerPartitionAssignor.Assignment;
import org.apache.kafka.clients.consumer.ConsumerPartitionAssignor.Subscription;
import org.apache.kafka.clients.consumer.internals.ConsumerProtocol;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.message.ConsumerProtocolAssignment;
import org.apache.kafka.common.message.ConsumerProtocolAssignmentJsonConverter;
import org.apache.kafka.common.message.ConsumerProtocolSubscription;
import org.apache.kafka.common.message.ConsumerProtocolSubscriptionJsonConverter;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.types.CompactArrayOf;
import org.apache.kafka.common.protocol.types.Field;
import org.apache.kafka.common.protocol.types.Schema;
import org.apache.kafka.common.protocol.types.Struct;
import org.apache.kafka.common.protocol.types.Type;
import org.apache.kafka.common.record.FileRecords;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.Record;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.record.SimpleRecord;
import org.apache.kafka.common.utils.Utils;

/**
 * __consumer_offsets and __transaction_state records: keys and values encoded from Kafka 4.4's message
 * definitions with kafka-clients' Schema/Struct types (see Definitions), the consumer protocol's
 * subscriptions and assignments with kafka-clients' ConsumerProtocol, written into segments by
 * MemoryRecords/FileRecords.
 */
final class CoordinatorRecords {
    static final long T0 = 1700000000000L;
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    /** One record: its key message and type, its value message and version (null message = tombstone). */
    static final class Entry {
        final String keyMessage;
        final int keyType;
        final String keyJson;
        final String valueMessage;
        final int valueVersion;
        final JsonNode value;
        final String about;
        String dlsKey;
        String dlsValue;
        ByteBuffer rawValue;

        Entry(String keyMessage, int keyType, String keyJson, String valueMessage, int valueVersion, JsonNode value,
              String about) {
            this.keyMessage = keyMessage;
            this.keyType = keyType;
            this.keyJson = keyJson;
            this.valueMessage = valueMessage;
            this.valueVersion = valueVersion;
            this.value = value;
            this.about = about;
        }

        Entry dls(String key, String value) {
            this.dlsKey = key;
            this.dlsValue = value;
            return this;
        }

        /** Value bytes written by another schema than the definition's (a newer writer's). */
        Entry raw(ByteBuffer value) {
            this.rawValue = value;
            return this;
        }
    }

    static JsonNode j(String text) {
        return Definitions.json(text);
    }

    static String b64(ByteBuffer b) {
        return Base64.getEncoder().encodeToString(Utils.toArray(b.duplicate()));
    }

    static Subscription subscription(List<String> topics, String userData, List<TopicPartition> owned, int generation,
                                     String rack) {
        return new Subscription(topics, userData == null ? null : ByteBuffer.wrap(userData.getBytes()), owned, generation,
                Optional.ofNullable(rack));
    }

    static ObjectNode member(String memberId, String instanceId, String clientId, String host, int rebalanceTimeout,
                             int sessionTimeout, String subscription, String assignment) {
        ObjectNode m = F.objectNode();
        m.put("memberId", memberId);
        m.set("groupInstanceId", instanceId == null ? F.nullNode() : new TextNode(instanceId));
        m.put("clientId", clientId);
        m.put("clientHost", host);
        m.put("rebalanceTimeout", rebalanceTimeout);
        m.put("sessionTimeout", sessionTimeout);
        m.put("subscription", subscription);
        m.put("assignment", assignment);
        return m;
    }

    static ObjectNode group(String protocolType, int generation, String protocol, String leader, long stateTimestamp,
                            ObjectNode... members) {
        ObjectNode g = F.objectNode();
        g.put("protocolType", protocolType);
        g.put("generation", generation);
        g.set("protocol", protocol == null ? F.nullNode() : new TextNode(protocol));
        g.set("leader", leader == null ? F.nullNode() : new TextNode(leader));
        g.put("currentStateTimestamp", stateTimestamp);
        ArrayNode arr = g.putArray("members");
        for (ObjectNode m : members) arr.add(m);
        return g;
    }

    static List<Entry> groupEntries() {
        List<Entry> out = new ArrayList<>();
        String offsetKey = "{\"group\":\"orders-app\",\"topic\":\"orders\",\"partition\":%d}";
        // OffsetCommit values v0..v4 (key type 1; type 0 is the same key schema, written before 0.10.1... kept for v0 values)
        out.add(new Entry("LegacyOffsetCommitKey", 0, String.format(offsetKey, 0), "LegacyOffsetCommitValue", 0,
                j("{\"offset\":41,\"metadata\":\"\",\"commitTimestamp\":" + T0 + "}"), "offset commit key type 0, value v0"));
        out.add(new Entry("OffsetCommitKey", 1, String.format(offsetKey, 1), "OffsetCommitValue", 1,
                j("{\"offset\":42,\"metadata\":\"m1\",\"commitTimestamp\":" + (T0 + 1) + ",\"expireTimestamp\":"
                        + (T0 + 86400000) + "}"), "value v1 with expireTimestamp"));
        out.add(new Entry("OffsetCommitKey", 1, String.format(offsetKey, 2), "OffsetCommitValue", 2,
                j("{\"offset\":43,\"metadata\":\"\",\"commitTimestamp\":" + (T0 + 2) + "}"), "value v2"));
        out.add(new Entry("OffsetCommitKey", 1, String.format(offsetKey, 0), "OffsetCommitValue", 3,
                j("{\"offset\":3000000000,\"leaderEpoch\":5,\"metadata\":\"ключ ☕\",\"commitTimestamp\":" + (T0 + 3) + "}"),
                "value v3 with leaderEpoch, offset above 2^31, non-ASCII metadata"));
        out.add(new Entry("OffsetCommitKey", 1, String.format(offsetKey, 1), "OffsetCommitValue", 4,
                j("{\"offset\":100,\"leaderEpoch\":-1,\"metadata\":\"\",\"commitTimestamp\":" + (T0 + 4) + "}"),
                "value v4 (flexible)"));
        out.add(new Entry("OffsetCommitKey", 1, String.format(offsetKey, 2), null, -1, null, "offset tombstone"));
        out.add(new Entry("OffsetCommitKey", 1, "{\"group\":\"web-readers\",\"topic\":\"web.clicks\",\"partition\":1}",
                "OffsetCommitValue", 3, j("{\"offset\":7,\"leaderEpoch\":0,\"metadata\":\"\",\"commitTimestamp\":"
                + (T0 + 5) + "}"), "a second group"));

        // classic groups: GroupMetadataValue v0..v4 with the consumer protocol's subscription and assignment
        List<TopicPartition> owned = List.of(new TopicPartition("orders", 0), new TopicPartition("orders", 2));
        for (int v = 0; v <= 4; v++) {
            short protoVersion = (short) Math.min(v, 3);
            String sub = b64(ConsumerProtocol.serializeSubscription(subscription(List.of("orders", "payments-tx"),
                    v == 2 ? "user-data" : null, owned, 3, v == 3 ? "rack-a" : null), protoVersion));
            String asg = b64(ConsumerProtocol.serializeAssignment(new Assignment(owned,
                    v == 1 ? ByteBuffer.wrap(new byte[]{1, 2}) : null), protoVersion));
            ObjectNode g = group("consumer", 10 + v, "range", "member-1", v >= 2 ? T0 + 50 : -1,
                    member("member-1", v >= 3 ? "instance-1" : null, "client-1", "/10.0.0.1", 300000, 45000, sub, asg),
                    member("member-2", null, "client-2", "/10.0.0.2", 300000, 45000,
                            b64(ConsumerProtocol.serializeSubscription(subscription(List.of("orders"), null, List.of(), -1, null), protoVersion)),
                            b64(ConsumerProtocol.serializeAssignment(new Assignment(List.of()), protoVersion))));
            out.add(new Entry("GroupMetadataKey", 2, "{\"group\":\"orders-app\"}", "GroupMetadataValue", v, g,
                    "classic consumer group, value v" + v + ", consumer protocol v" + protoVersion));
        }
        out.add(new Entry("GroupMetadataKey", 2, "{\"group\":\"empty-group\"}", "GroupMetadataValue", 3,
                group("consumer", 0, null, null, T0 + 60), "empty group: null protocol and leader, no members"));
        out.add(new Entry("GroupMetadataKey", 2, "{\"group\":\"connect-cluster\"}", "GroupMetadataValue", 4,
                group("connect", 2, "sessioned", "worker-1", T0 + 61,
                        member("worker-1", null, "connect-1", "/10.0.0.9", 60000, 10000,
                                Base64.getEncoder().encodeToString(new byte[]{0, 1, 0, 3, 'u', 'r', 'l'}),
                                Base64.getEncoder().encodeToString(new byte[]{0, 1, 0, 0}))),
                "connect group: member metadata kept as bytes"));
        out.add(new Entry("GroupMetadataKey", 2, "{\"group\":\"orders-app\"}", null, -1, null, "group tombstone"));

        // the records of Kafka 4.4's DumpLogSegmentsTest.testOffsetsMessageParser (the same since 3.9), with its expected output
        out.add(new Entry("ConsumerGroupMetadataKey", 3, "{\"groupId\":\"group\"}", "ConsumerGroupMetadataValue", 0,
                j("{\"epoch\":10}"), "DumpLogSegmentsTest: a valid key and value")
                .dls("{\"type\":\"3\",\"data\":{\"groupId\":\"group\"}}", "{\"version\":\"0\",\"data\":{\"epoch\":10}}"));
        String dlsSub = b64(ConsumerProtocol.serializeSubscription(new Subscription(List.of("foo"), null,
                List.of(new TopicPartition("foo", 0)), 0, Optional.of("rack"))));
        String dlsAsg = b64(ConsumerProtocol.serializeAssignment(new Assignment(List.of(new TopicPartition("foo", 0)))));
        out.add(new Entry("GroupMetadataKey", 2, "{\"group\":\"group\"}", "GroupMetadataValue", 4,
                group("consumer", 10, "range", "member", -1,
                        member("member", "instance", "client", "host", 1000, 100, dlsSub, dlsAsg)),
                "DumpLogSegmentsTest: consumer embedded protocol is parsed")
                .dls("{\"type\":\"2\",\"data\":{\"group\":\"group\"}}",
                        "{\"version\":\"4\",\"data\":{\"protocolType\":\"consumer\",\"generation\":10,\"protocol\":\"range\","
                                + "\"leader\":\"member\",\"currentStateTimestamp\":-1,\"members\":[{\"memberId\":\"member\","
                                + "\"groupInstanceId\":\"instance\",\"clientId\":\"client\",\"clientHost\":\"host\","
                                + "\"rebalanceTimeout\":1000,\"sessionTimeout\":100,\"subscription\":{\"topics\":[\"foo\"],"
                                + "\"userData\":null,\"ownedPartitions\":[{\"topic\":\"foo\",\"partitions\":[0]}],"
                                + "\"generationId\":0,\"rackId\":\"rack\"},\"assignment\":{\"assignedPartitions\":"
                                + "[{\"topic\":\"foo\",\"partitions\":[0]}],\"userData\":null}}]}}"));
        out.add(new Entry("GroupMetadataKey", 2, "{\"group\":\"group\"}", "GroupMetadataValue", 4,
                group("consumer", 10, "range", "member", -1,
                        member("member", "instance", "client", "host", 1000, 100,
                                Base64.getEncoder().encodeToString("Subscription".getBytes()),
                                Base64.getEncoder().encodeToString("Assignment".getBytes()))),
                "DumpLogSegmentsTest: consumer embedded protocol is not parsed if malformed")
                .dls("{\"type\":\"2\",\"data\":{\"group\":\"group\"}}",
                        "{\"version\":\"4\",\"data\":{\"protocolType\":\"consumer\",\"generation\":10,\"protocol\":\"range\","
                                + "\"leader\":\"member\",\"currentStateTimestamp\":-1,\"members\":[{\"memberId\":\"member\","
                                + "\"groupInstanceId\":\"instance\",\"clientId\":\"client\",\"clientHost\":\"host\","
                                + "\"rebalanceTimeout\":1000,\"sessionTimeout\":100,\"subscription\":\"U3Vic2NyaXB0aW9u\","
                                + "\"assignment\":\"QXNzaWdubWVudA==\"}]}}"));
        out.add(new Entry("ConsumerGroupMetadataKey", 3, "{\"groupId\":\"group\"}", null, -1, null,
                "DumpLogSegmentsTest: a valid key with a tombstone")
                .dls("{\"type\":\"3\",\"data\":{\"groupId\":\"group\"}}", "<DELETE>"));

        // KIP-848 consumer groups, record types 3-8
        String topicId = "b2Q4Z8TkQcW2mC0vDb8gXQ";
        out.add(new Entry("ConsumerGroupMetadataKey", 3, "{\"groupId\":\"new-app\"}", "ConsumerGroupMetadataValue", 0,
                j("{\"epoch\":4}"), "consumer group epoch"));
        out.add(new Entry("ConsumerGroupPartitionMetadataKey", 4, "{\"groupId\":\"new-app\"}",
                "ConsumerGroupPartitionMetadataValue", 0, j("{\"topics\":[{\"topicId\":\"" + topicId + "\","
                + "\"topicName\":\"orders\",\"numPartitions\":3,\"partitionMetadata\":[{\"partition\":0,"
                + "\"racks\":[\"rack-a\",\"rack-b\"]},{\"partition\":1,\"racks\":[]}]},{\"topicId\":\"AAAAAAAAAAAAAAAAAAAAAQ\","
                + "\"topicName\":\"web.clicks\",\"numPartitions\":2,\"partitionMetadata\":[]}]}"),
                "subscribed topics' metadata with racks"));
        out.add(new Entry("ConsumerGroupMemberMetadataKey", 5, "{\"groupId\":\"new-app\",\"memberId\":\"m-1\"}",
                "ConsumerGroupMemberMetadataValue", 0, j("{\"instanceId\":null,\"rackId\":\"rack-a\",\"clientId\":\"c-1\","
                + "\"clientHost\":\"/10.0.0.5\",\"subscribedTopicNames\":[\"orders\",\"web.clicks\"],"
                + "\"subscribedTopicRegex\":null,\"rebalanceTimeoutMs\":300000,\"serverAssignor\":\"uniform\","
                + "\"classicMemberMetadata\":null}"), "member of the consumer protocol"));
        out.add(new Entry("ConsumerGroupMemberMetadataKey", 5, "{\"groupId\":\"new-app\",\"memberId\":\"m-2\"}",
                "ConsumerGroupMemberMetadataValue", 0, j("{\"instanceId\":\"i-2\",\"rackId\":null,\"clientId\":\"c-2\","
                + "\"clientHost\":\"/10.0.0.6\",\"subscribedTopicNames\":[],\"subscribedTopicRegex\":\"orders.*\","
                + "\"rebalanceTimeoutMs\":-1,\"serverAssignor\":null,\"classicMemberMetadata\":{\"sessionTimeoutMs\":45000,"
                + "\"supportedProtocols\":[{\"name\":\"range\",\"metadata\":\"AAMAAAABAAZvcmRlcnM=\"}]}}"),
                "classic member upgraded: ClassicMemberMetadata in tagged field 0"));
        out.add(new Entry("ConsumerGroupTargetAssignmentMetadataKey", 6, "{\"groupId\":\"new-app\"}",
                "ConsumerGroupTargetAssignmentMetadataValue", 0, j("{\"assignmentEpoch\":4}"), "target assignment epoch"));
        out.add(new Entry("ConsumerGroupTargetAssignmentMemberKey", 7, "{\"groupId\":\"new-app\",\"memberId\":\"m-1\"}",
                "ConsumerGroupTargetAssignmentMemberValue", 0, j("{\"topicPartitions\":[{\"topicId\":\"" + topicId
                + "\",\"partitions\":[0,1,2]}]}"), "target assignment of a member"));
        out.add(new Entry("ConsumerGroupCurrentMemberAssignmentKey", 8, "{\"groupId\":\"new-app\",\"memberId\":\"m-1\"}",
                "ConsumerGroupCurrentMemberAssignmentValue", 0, j("{\"memberEpoch\":4,\"previousMemberEpoch\":3,\"state\":0,"
                + "\"assignedPartitions\":[{\"topicId\":\"" + topicId + "\",\"partitions\":[0,1]}],"
                + "\"partitionsPendingRevocation\":[{\"topicId\":\"" + topicId + "\",\"partitions\":[2]}]}"),
                "current assignment of a member"));
        out.add(new Entry("ConsumerGroupCurrentMemberAssignmentKey", 8, "{\"groupId\":\"new-app\",\"memberId\":\"m-2\"}",
                null, -1, null, "member assignment tombstone"));
        out.addAll(kafka4Entries(topicId));
        return out;
    }

    /** Records Kafka 4.0-4.4 write: tagged fields of 4.1-4.4, share groups, regular expressions, streams groups. */
    static List<Entry> kafka4Entries(String topicId) {
        List<Entry> out = new ArrayList<>();
        String other = "AAAAAAAAAAAAAAAAAAAAAQ";
        out.add(new Entry("OffsetCommitKey", 1, "{\"group\":\"new-app\",\"topic\":\"orders\",\"partition\":2}",
                "OffsetCommitValue", 4, j("{\"offset\":77,\"leaderEpoch\":3,\"metadata\":\"\",\"commitTimestamp\":" + (T0 + 6)
                + ",\"topicId\":\"" + topicId + "\"}"), "4.1: OffsetCommitValue v4 with tagged topicId"));
        out.add(new Entry("ConsumerGroupMetadataKey", 3, "{\"groupId\":\"new-app\"}", "ConsumerGroupMetadataValue", 0,
                j("{\"epoch\":5,\"metadataHash\":-8070450532247928832}"), "4.1: ConsumerGroupMetadataValue with tagged MetadataHash"));
        out.add(new Entry("ConsumerGroupTargetAssignmentMetadataKey", 6, "{\"groupId\":\"new-app\"}",
                "ConsumerGroupTargetAssignmentMetadataValue", 0, j("{\"assignmentEpoch\":5,\"assignmentTimestamp\":" + (T0 + 7) + "}"),
                "4.3: target assignment with tagged AssignmentTimestamp"));
        out.add(new Entry("ConsumerGroupCurrentMemberAssignmentKey", 8, "{\"groupId\":\"new-app\",\"memberId\":\"m-1\"}",
                "ConsumerGroupCurrentMemberAssignmentValue", 0, j("{\"memberEpoch\":5,\"previousMemberEpoch\":4,\"state\":1,"
                + "\"assignedPartitions\":[{\"topicId\":\"" + topicId + "\",\"partitions\":[0,1],\"assignmentEpochs\":[4,5]},"
                + "{\"topicId\":\"" + other + "\",\"partitions\":[3]}],"
                + "\"partitionsPendingRevocation\":[{\"topicId\":\"" + topicId + "\",\"partitions\":[],\"assignmentEpochs\":[]}]}"),
                "4.3: current assignment with tagged AssignmentEpochs (given, absent, empty)"));
        out.add(new Entry("ConsumerGroupRegularExpressionKey", 16, "{\"groupId\":\"new-app\",\"regularExpression\":\"orders\\\\..*\"}",
                "ConsumerGroupRegularExpressionValue", 0, j("{\"topics\":[\"orders.eu\",\"orders.us\"],\"version\":3000000000,"
                + "\"timestamp\":" + (T0 + 8) + "}"), "4.0: ConsumerGroupRegularExpression"));
        out.add(new Entry("ConsumerGroupRegularExpressionKey", 16, "{\"groupId\":\"new-app\",\"regularExpression\":\"gone.*\"}",
                null, -1, null, "regular expression tombstone"));
        // share groups (KIP-932), types 10-15
        out.add(new Entry("ShareGroupMemberMetadataKey", 10, "{\"groupId\":\"share-app\",\"memberId\":\"s-1\"}",
                "ShareGroupMemberMetadataValue", 0, j("{\"rackId\":null,\"clientId\":\"share-client\",\"clientHost\":\"/10.0.0.7\","
                + "\"subscribedTopicNames\":[\"orders\",\"заказы\"]}"), "share group member"));
        out.add(new Entry("ShareGroupMetadataKey", 11, "{\"groupId\":\"share-app\"}", "ShareGroupMetadataValue", 0,
                j("{\"epoch\":2,\"metadataHash\":123456789012}"), "share group epoch"));
        out.add(new Entry("ShareGroupTargetAssignmentMetadataKey", 12, "{\"groupId\":\"share-app\"}",
                "ShareGroupTargetAssignmentMetadataValue", 0, j("{\"assignmentEpoch\":2}"), "share target assignment epoch"));
        out.add(new Entry("ShareGroupTargetAssignmentMemberKey", 13, "{\"groupId\":\"share-app\",\"memberId\":\"s-1\"}",
                "ShareGroupTargetAssignmentMemberValue", 0, j("{\"topicPartitions\":[{\"topicId\":\"" + topicId
                + "\",\"partitions\":[0,1,2]}]}"), "share member target assignment"));
        out.add(new Entry("ShareGroupCurrentMemberAssignmentKey", 14, "{\"groupId\":\"share-app\",\"memberId\":\"s-1\"}",
                "ShareGroupCurrentMemberAssignmentValue", 0, j("{\"memberEpoch\":2,\"previousMemberEpoch\":1,\"state\":0,"
                + "\"assignedPartitions\":[{\"topicId\":\"" + topicId + "\",\"partitions\":[0,1,2]}]}"), "share member current assignment"));
        out.add(new Entry("ShareGroupStatePartitionMetadataKey", 15, "{\"groupId\":\"share-app\"}",
                "ShareGroupStatePartitionMetadataValue", 0, j("{\"initializingTopics\":[{\"topicId\":\"" + other
                + "\",\"topicName\":\"web.clicks\",\"partitions\":[1]}],\"initializedTopics\":[{\"topicId\":\"" + topicId
                + "\",\"topicName\":\"orders\",\"partitions\":[0,1,2]}],\"deletingTopics\":[{\"topicId\":\"" + other
                + "\",\"topicName\":\"old\"}]}"), "share group state partition metadata"));
        out.add(new Entry("ShareGroupMemberMetadataKey", 10, "{\"groupId\":\"share-app\",\"memberId\":\"s-2\"}",
                null, -1, null, "share member tombstone"));
        // streams groups (KIP-1071), types 17 and 19-23
        out.add(new Entry("StreamsGroupMetadataKey", 17, "{\"groupId\":\"streams-app\"}", "StreamsGroupMetadataValue", 0,
                j("{\"epoch\":3,\"metadataHash\":42}"), "streams group epoch, no tagged fields"));
        out.add(new Entry("StreamsGroupMetadataKey", 17, "{\"groupId\":\"streams-app\"}", "StreamsGroupMetadataValue", 0,
                j("{\"epoch\":4,\"metadataHash\":43,\"validatedTopologyEpoch\":1,\"lastAssignmentConfigs\":"
                + "[{\"key\":\"num.standby.replicas\",\"value\":\"1\"}]}"), "4.2: streams group epoch with both tagged fields"));
        out.add(new Entry("StreamsGroupMemberMetadataKey", 19, "{\"groupId\":\"streams-app\",\"memberId\":\"t-1\"}",
                "StreamsGroupMemberMetadataValue", 0, j("{\"instanceId\":null,\"rackId\":\"rack-a\",\"clientId\":\"streams-1\","
                + "\"clientHost\":\"/10.0.0.8\",\"rebalanceTimeoutMs\":300000,\"topologyEpoch\":1,\"processId\":\"p-1\","
                + "\"userEndpoint\":{\"host\":\"streams-1.example\",\"port\":65535},\"clientTags\":[{\"key\":\"zone\",\"value\":\"a\"}]}"),
                "streams member with an endpoint"));
        out.add(new Entry("StreamsGroupMemberMetadataKey", 19, "{\"groupId\":\"streams-app\",\"memberId\":\"t-2\"}",
                "StreamsGroupMemberMetadataValue", 0, j("{\"instanceId\":\"i-2\",\"rackId\":null,\"clientId\":\"streams-2\","
                + "\"clientHost\":\"/10.0.0.9\",\"rebalanceTimeoutMs\":-1,\"topologyEpoch\":1,\"processId\":\"p-2\","
                + "\"userEndpoint\":null,\"clientTags\":[]}"), "streams member without an endpoint"));
        out.add(new Entry("StreamsGroupTargetAssignmentMetadataKey", 20, "{\"groupId\":\"streams-app\"}",
                "StreamsGroupTargetAssignmentMetadataValue", 0, j("{\"assignmentEpoch\":4,\"assignmentTimestamp\":" + (T0 + 9) + "}"),
                "streams target assignment epoch"));
        out.add(new Entry("StreamsGroupTargetAssignmentMemberKey", 21, "{\"groupId\":\"streams-app\",\"memberId\":\"t-1\"}",
                "StreamsGroupTargetAssignmentMemberValue", 0, j("{\"activeTasks\":[{\"subtopologyId\":\"0\",\"partitions\":[0,1]}],"
                + "\"standbyTasks\":[{\"subtopologyId\":\"1\",\"partitions\":[2]}],\"warmupTasks\":[]}"), "streams member target assignment"));
        out.add(new Entry("StreamsGroupCurrentMemberAssignmentKey", 22, "{\"groupId\":\"streams-app\",\"memberId\":\"t-1\"}",
                "StreamsGroupCurrentMemberAssignmentValue", 0, j("{\"memberEpoch\":4,\"previousMemberEpoch\":3,\"state\":0,"
                + "\"activeTasks\":[{\"subtopologyId\":\"0\",\"partitions\":[0,1],\"assignmentEpochs\":[3,4]}],"
                + "\"standbyTasks\":[{\"subtopologyId\":\"1\",\"partitions\":[2]}],\"warmupTasks\":[],"
                + "\"activeTasksPendingRevocation\":[],\"standbyTasksPendingRevocation\":[],"
                + "\"warmupTasksPendingRevocation\":[{\"subtopologyId\":\"0\",\"partitions\":[2]}]}"),
                "4.3: streams member current assignment with tagged AssignmentEpochs"));
        out.add(new Entry("StreamsGroupTopologyKey", 23, "{\"groupId\":\"streams-app\"}", "StreamsGroupTopologyValue", 0,
                j("{\"epoch\":1,\"subtopologies\":[{\"subtopologyId\":\"0\",\"sourceTopics\":[\"orders\"],"
                + "\"sourceTopicRegex\":[\"orders\\\\..*\"],\"stateChangelogTopics\":[{\"name\":\"app-store-changelog\","
                + "\"partitions\":0,\"replicationFactor\":0,\"topicConfigs\":[{\"key\":\"cleanup.policy\",\"value\":\"compact\"}]}],"
                + "\"repartitionSinkTopics\":[\"app-repartition\"],\"repartitionSourceTopics\":[{\"name\":\"app-repartition\","
                + "\"partitions\":3,\"replicationFactor\":-1,\"topicConfigs\":[]}],\"copartitionGroups\":[{\"sourceTopics\":[0],"
                + "\"sourceTopicRegex\":[0],\"repartitionSourceTopics\":[0]}]}]}"), "streams group topology"));
        out.add(new Entry("StreamsGroupTopologyKey", 23, "{\"groupId\":\"streams-app\"}", null, -1, null,
                "streams topology tombstone"));
        out.add(new Entry("ShareGroupTargetAssignmentMetadataKey", 12, "{\"groupId\":\"share-app\"}",
                "ShareGroupTargetAssignmentMetadataValue", 0, j("{\"assignmentEpoch\":3,\"assignmentTimestamp\":" + (T0 + 10) + "}"),
                "4.3: share target assignment epoch with tagged AssignmentTimestamp"));
        out.add(new Entry("StreamsGroupMetadataKey", 17, "{\"groupId\":\"streams-app\"}", "StreamsGroupMetadataValue", 0,
                j("{\"epoch\":4,\"metadataHash\":43,\"validatedTopologyEpoch\":1,\"storedDescriptionTopologyEpoch\":-2,"
                + "\"failedDescriptionTopologyEpoch\":1}"),
                "4.4: streams group epoch with tagged StoredDescriptionTopologyEpoch and FailedDescriptionTopologyEpoch"));
        out.add(new Entry("StreamsGroupMetadataKey", 17, "{\"groupId\":\"streams-app\"}", "StreamsGroupMetadataValue", 0,
                j("{\"epoch\":4,\"metadataHash\":43,\"failedDescriptionTopologyEpoch\":1}"),
                "4.4: streams group epoch with tagged FailedDescriptionTopologyEpoch only"));
        return out;
    }

    /** The transaction states by id, as Kafka's TransactionState names them (transaction-coordinator, 4.1 on). */
    static final String[] TRANSACTION_STATES = {"Empty", "Ongoing", "PrepareCommit", "PrepareAbort", "CompleteCommit",
            "CompleteAbort", "Dead", "PrepareEpochFence"};

    static List<Entry> transactionEntries() {
        List<Entry> out = new ArrayList<>();
        String[] states = TRANSACTION_STATES;
        for (int s = 0; s < states.length; s++) {
            int version = s % 2;
            String partitions = s == 0 ? "null" : s == 6 ? "[]"
                    : "[{\"topic\":\"payments-tx\",\"partitionIds\":[0,1]},{\"topic\":\"orders\",\"partitionIds\":[2]}]";
            out.add(new Entry("TransactionLogKey", 0, "{\"transactionalId\":\"tx-" + states[s] + "\"}", "TransactionLogValue",
                    version, j("{\"producerId\":" + (2000 + s) + ",\"producerEpoch\":" + s + ",\"transactionTimeoutMs\":60000,"
                    + "\"transactionStatus\":" + s + ",\"transactionPartitions\":" + partitions + ","
                    + "\"transactionLastUpdateTimestampMs\":" + (T0 + 10 * s) + ",\"transactionStartTimestampMs\":"
                    + (s == 0 ? -1 : T0) + "}"), "transaction state " + states[s] + ", value v" + version));
        }
        out.add(new Entry("TransactionLogKey", 0, "{\"transactionalId\":\"tx-Dead\"}", null, -1, null,
                "transactional id expired: tombstone"));
        // Kafka 4.4's DumpLogSegmentsTest.testTransactionLogMessageParser, with the lines it expects (4.4 prints
        // transactionStatus by its name; 4.1-4.3 printed the number)
        out.add(new Entry("TransactionLogKey", 0, "{\"transactionalId\":\"txnId\"}", "TransactionLogValue", 0,
                j("{\"producerId\":123,\"producerEpoch\":0,\"transactionTimeoutMs\":0,\"transactionStatus\":0,"
                        + "\"transactionPartitions\":[],\"transactionLastUpdateTimestampMs\":0,\"transactionStartTimestampMs\":0}"),
                "DumpLogSegmentsTest: a valid key and value")
                .dls("{\"type\":\"0\",\"data\":{\"transactionalId\":\"txnId\"}}",
                        "{\"version\":\"0\",\"data\":{\"producerId\":123,\"producerEpoch\":0,\"transactionTimeoutMs\":0,"
                        + "\"transactionStatus\":\"Empty\",\"transactionPartitions\":[],\"transactionLastUpdateTimestampMs\":0,"
                        + "\"transactionStartTimestampMs\":0}}"));
        out.add(new Entry("TransactionLogKey", 0, "{\"transactionalId\":\"txnId\"}", null, -1, null,
                "DumpLogSegmentsTest: a valid key with a tombstone")
                .dls("{\"type\":\"0\",\"data\":{\"transactionalId\":\"txnId\"}}", "<DELETE>"));
        out.add(new Entry("TransactionLogKey", 0, "{\"transactionalId\":\"txnId\"}", "TransactionLogValue", 1,
                j("{\"producerId\":12,\"previousProducerId\":11,\"nextProducerId\":10,\"producerEpoch\":2,"
                        + "\"transactionTimeoutMs\":14,\"transactionStatus\":0,\"transactionPartitions\":[{\"topic\":\"topic1\","
                        + "\"partitionIds\":[0,1,2]},{\"topic\":\"topic2\",\"partitionIds\":[3,4,5]}],"
                        + "\"transactionLastUpdateTimestampMs\":123,\"transactionStartTimestampMs\":13}"),
                "DumpLogSegmentsTest: a valid key and value with all fields set (4.0 tagged fields)")
                .dls("{\"type\":\"0\",\"data\":{\"transactionalId\":\"txnId\"}}",
                        "{\"version\":\"1\",\"data\":{\"producerId\":12,\"previousProducerId\":11,\"nextProducerId\":10,"
                        + "\"producerEpoch\":2,\"transactionTimeoutMs\":14,\"transactionStatus\":\"Empty\","
                        + "\"transactionPartitions\":[{\"topic\":\"topic1\",\"partitionIds\":[0,1,2]},"
                        + "{\"topic\":\"topic2\",\"partitionIds\":[3,4,5]}],\"transactionLastUpdateTimestampMs\":123,"
                        + "\"transactionStartTimestampMs\":13}}"));
        out.add(new Entry("TransactionLogKey", 0, "{\"transactionalId\":\"tx-v2\"}", "TransactionLogValue", 1,
                j("{\"producerId\":5000,\"previousProducerId\":4999,\"nextProducerId\":5001,\"producerEpoch\":32767,"
                        + "\"nextProducerEpoch\":0,\"transactionTimeoutMs\":60000,\"transactionStatus\":2,"
                        + "\"transactionPartitions\":[{\"topic\":\"payments-tx\",\"partitionIds\":[0]}],"
                        + "\"transactionLastUpdateTimestampMs\":" + T0 + ",\"transactionStartTimestampMs\":" + T0
                        + ",\"clientTransactionVersion\":2}"),
                "4.1: transaction protocol v2 at the epoch's end, with NextProducerEpoch and ClientTransactionVersion"));
        // Kafka 4.4's TransactionLogTest.testDeserializeFutureTransactionLogValue (as in 4.3): a v1 value written by a newer schema
        // with unknown tagged fields (100 "foo", 101 4000) in the value and in its partitions, which Kafka reads and
        // ignores (3.9's test used tags 0 and 1, which Kafka 4.0 gave to PreviousProducerId and NextProducerId)
        out.add(new Entry("TransactionLogKey", 0, "{\"transactionalId\":\"transaction-id\"}", "TransactionLogValue", 1,
                j("{\"producerId\":1000,\"producerEpoch\":100,\"transactionTimeoutMs\":1000,\"transactionStatus\":4,"
                        + "\"transactionPartitions\":[{\"topic\":\"topic\",\"partitionIds\":[1]}],"
                        + "\"transactionLastUpdateTimestampMs\":2000,\"transactionStartTimestampMs\":3000}"),
                "TransactionLogTest: testDeserializeFutureTransactionLogValue (unknown tagged fields)")
                .raw(futureTransactionLogValue()));
        // states Kafka does not name: 4.4's DumpLogSegments prints the number as text (a Java byte: 200 is -56)
        for (int s : new int[]{8, -56}) {
            out.add(new Entry("TransactionLogKey", 0, "{\"transactionalId\":\"state-" + s + "\"}", "TransactionLogValue", 0,
                    j("{\"producerId\":3000,\"producerEpoch\":0,\"transactionTimeoutMs\":60000,\"transactionStatus\":" + s
                    + ",\"transactionPartitions\":[],\"transactionLastUpdateTimestampMs\":" + T0
                    + ",\"transactionStartTimestampMs\":" + T0 + "}"), "4.4: transaction state " + s + ", which Kafka does not name"));
        }
        return out;
    }

    /** Kafka 4.4's DumpLogSegments text of a TransactionLogValue: the converter's JSON with transactionStatus replaced
     * by the state's name (TransactionState.fromId(id).stateName()), or by the number as text when no state has it. */
    static JsonNode withTransactionStateName(JsonNode value) {
        ObjectNode copy = value.deepCopy();
        int id = copy.get("transactionStatus").asInt();
        copy.put("transactionStatus", id >= 0 && id < TRANSACTION_STATES.length ? TRANSACTION_STATES[id] : String.valueOf(id));
        return copy;
    }

    /** The value of TransactionLogTest.testDeserializeFutureTransactionLogValue, built as that test builds it. */
    static ByteBuffer futureTransactionLogValue() {
        Schema partitions = new Schema(new Field("topic", Type.COMPACT_STRING, ""),
                new Field("partition_ids", new CompactArrayOf(Type.INT32), ""),
                Field.TaggedFieldsSection.of(100, new Field("partition_foo", Type.STRING, ""),
                        101, new Field("partition_foo", Type.INT32, "")));
        Struct p = new Struct(partitions);
        p.set("topic", "topic");
        p.set("partition_ids", new Object[]{1});
        TreeMap<Integer, Object> pTags = new TreeMap<>();
        pTags.put(100, "foo");
        pTags.put(101, 4000);
        p.set("_tagged_fields", pTags);
        Schema value = new Schema(new Field("producer_id", Type.INT64, ""), new Field("producer_epoch", Type.INT16, ""),
                new Field("transaction_timeout_ms", Type.INT32, ""), new Field("transaction_status", Type.INT8, ""),
                new Field("transaction_partitions", CompactArrayOf.nullable(partitions), ""),
                new Field("transaction_last_update_timestamp_ms", Type.INT64, ""),
                new Field("transaction_start_timestamp_ms", Type.INT64, ""),
                Field.TaggedFieldsSection.of(100, new Field("txn_foo", Type.STRING, ""), 101, new Field("txn_bar", Type.INT32, "")));
        Struct v = new Struct(value);
        v.set("producer_id", 1000L);
        v.set("producer_epoch", (short) 100);
        v.set("transaction_timeout_ms", 1000);
        v.set("transaction_status", (byte) 4);
        v.set("transaction_partitions", new Object[]{p});
        v.set("transaction_last_update_timestamp_ms", 2000L);
        v.set("transaction_start_timestamp_ms", 3000L);
        TreeMap<Integer, Object> vTags = new TreeMap<>();
        vTags.put(100, "foo");
        vTags.put(101, 4000);
        v.set("_tagged_fields", vTags);
        ByteBuffer out = ByteBuffer.allocate(2 + v.sizeOf());
        out.putShort((short) 1);
        v.writeTo(out);
        out.flip();
        return out;
    }

    /** DumpLogSegments' replacement of a consumer-protocol member's subscription/assignment (prepareGroupMetadataValue). */
    static JsonNode withConsumerProtocol(JsonNode value) {
        ObjectNode copy = value.deepCopy();
        if (!"consumer".equals(copy.path("protocolType").asText(null))) return copy;
        for (JsonNode member : copy.path("members")) {
            ObjectNode m = (ObjectNode) member;
            try {
                ByteBuffer b = ByteBuffer.wrap(Base64.getDecoder().decode(m.get("subscription").asText()));
                ByteBufferAccessor a = new ByteBufferAccessor(b);
                short v = a.readShort();
                m.set("subscription", ConsumerProtocolSubscriptionJsonConverter.write(new ConsumerProtocolSubscription(a, v), v));
            } catch (RuntimeException e) {
                // DumpLogSegments keeps the bytes
            }
            try {
                ByteBuffer b = ByteBuffer.wrap(Base64.getDecoder().decode(m.get("assignment").asText()));
                ByteBufferAccessor a = new ByteBufferAccessor(b);
                short v = a.readShort();
                m.set("assignment", ConsumerProtocolAssignmentJsonConverter.write(new ConsumerProtocolAssignment(a, v), v));
            } catch (RuntimeException e) {
                // DumpLogSegments keeps the bytes
            }
        }
        return copy;
    }

    static Map<String, Object> write(Definitions defs, Path out, String name, List<Entry> entries, boolean groups)
            throws IOException {
        List<SimpleRecord> records = new ArrayList<>();
        long ts = T0;
        for (Entry e : entries) {
            ByteBuffer key = defs.encodePrefixed(e.keyMessage, e.keyType, e.keyType, j(e.keyJson));
            ByteBuffer value = e.rawValue != null ? e.rawValue : e.valueMessage == null ? null
                    : defs.encodePrefixed(e.valueMessage, e.valueVersion, e.valueVersion, e.value);
            records.add(new SimpleRecord(ts++, key, value));
        }
        Path log = out.resolve(name + ".log");
        try (FileRecords fr = FileRecords.open(log.toFile())) {
            // coordinators append a few records per batch; three per batch here
            for (int i = 0; i < records.size(); i += 3) {
                List<SimpleRecord> chunk = records.subList(i, Math.min(records.size(), i + 3));
                fr.append(MemoryRecords.withRecords(i, i % 2 == 0 ? Compression.NONE : Compression.gzip().build(),
                        chunk.toArray(new SimpleRecord[0])));
            }
        }
        StringBuilder jsonl = new StringBuilder();
        int i = 0;
        try (FileRecords fr = FileRecords.open(log.toFile())) {
            for (RecordBatch b : fr.batches()) {
                for (Record r : b) {
                    Entry e = entries.get(i++);
                    JsonNode keyData = defs.inVersionOrder(e.keyMessage, e.keyType, j(e.keyJson));
                    JsonNode valueData = e.valueMessage == null ? null
                            : defs.inVersionOrder(e.valueMessage, e.valueVersion, e.value);
                    JsonNode printed = valueData == null ? null
                            : groups ? withConsumerProtocol(valueData) : withTransactionStateName(valueData);
                    jsonl.append(Json.compact(Json.obj("offset", r.offset(), "about", e.about,
                            "key", Json.b64(r.key()), "value", r.hasValue() ? Json.b64(r.value()) : null,
                            "key_message", e.keyMessage, "key_type", e.keyType, "key_data", keyData.toString(),
                            "value_message", e.valueMessage, "value_version", e.valueMessage == null ? null : e.valueVersion,
                            "value_data", valueData == null ? null : valueData.toString(),
                            "value_printed", printed == null ? null : printed.toString(),
                            "dls_key", e.dlsKey, "dls_value", e.dlsValue))).append('\n');
                }
            }
        }
        if (i != entries.size()) throw new IllegalStateException("read back " + i + " of " + entries.size());
        Files.writeString(out.resolve(name + ".values.jsonl"), jsonl.toString());
        return Json.obj("file", name + ".log", "records", entries.size(),
                "about", "keys and values encoded from Kafka 4.4's message definitions (definitions/) with kafka-clients' "
                        + "Schema/Struct; key_data/value_data = the fields of the record's version in definition order; "
                        + "value_printed = value_data with a consumer group's subscription/assignment replaced by "
                        + "kafka-clients' ConsumerProtocol*JsonConverter output, as DumpLogSegments does, and a transaction's "
                        + "transactionStatus by its name, as Kafka 4.4's DumpLogSegments does; dls_key/dls_value "
                        + "= expected output copied from Kafka 4.4's DumpLogSegmentsTest where the record is one of its cases");
    }
}
