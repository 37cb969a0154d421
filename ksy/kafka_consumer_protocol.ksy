meta:
  id: kafka_consumer_protocol
  title: Kafka consumer protocol subscription and assignment (classic groups)
  xref:
    kafka-doc: https://kafka.apache.org/protocol#The_Messages_JoinGroup
    kip:
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-429%3A+Kafka+Consumer+Incremental+Rebalance+Protocol
      - https://cwiki.apache.org/confluence/display/KAFKA/KIP-881%3A+Rack-aware+Partition+Assignment+for+Kafka+Consumers
  license: Apache-2.0
  ks-version: '0.11'
  endian: be
  imports:
    - kafka_string
    - kafka_bytes
doc: |
  The member metadata of the `consumer` protocol type of a classic group
  (`ConsumerProtocol`): a 16-bit version, then a subscription (what a member
  sends in JoinGroup) or an assignment (what the leader hands out in
  SyncGroup). The group coordinator stores both, as bytes, in each member of
  a GroupMetadataValue in `__consumer_offsets`. Versions 0-3, never
  flexible. Kafka parses a newer version with the newest format it knows
  (fields are only ever appended) and ignores bytes after the message.
doc-ref:
  - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/clients/consumer/internals/ConsumerProtocol.java
  - https://github.com/apache/kafka/blob/3.9/clients/src/main/resources/common/message/ConsumerProtocolSubscription.json
  - https://github.com/apache/kafka/blob/3.9/clients/src/main/resources/common/message/ConsumerProtocolAssignment.json
params:
  - id: is_assignment
    type: bool
    doc: Whether the bytes are an assignment (else a subscription).
seq:
  - id: version
    type: s2
    valid:
      min: 0
    doc: The version of the message.
  - id: body
    type:
      switch-on: is_assignment
      cases:
        false: subscription(version)
        true: assignment
    doc: The subscription or the assignment.
types:
  subscription:
    doc: ConsumerProtocolSubscription.
    params:
      - id: version
        type: s2
        doc: The message version.
    seq:
      - id: num_topics_legacy
        type: s4
        valid:
          min: 0
        doc: Number of `topics`; never negative (the array is not nullable, and Kafka refuses -1).
      - id: topics
        -orig-id: Topics
        type: kafka_string
        repeat: expr
        repeat-expr: num_topics_legacy
        doc: The subscribed topics.
      - id: user_data
        -orig-id: UserData
        type: kafka_bytes
        doc: The assignor's user data; null when none.
      - id: num_owned_partitions_legacy
        type: s4
        if: version >= 1
        valid:
          min: 0
        doc: Number of `owned_partitions` (version 1+); never negative (the array is not nullable, and Kafka refuses -1).
      - id: owned_partitions
        -orig-id: OwnedPartitions
        type: topic_partition
        repeat: expr
        repeat-expr: num_owned_partitions_legacy
        if: version >= 1
        doc: The partitions the member owns (version 1+, KIP-429).
      - id: generation_id
        -orig-id: GenerationId
        type: s4
        if: version >= 2
        doc: The generation the owned partitions are from (version 2+), -1 when unknown.
      - id: rack_id
        -orig-id: RackId
        type: kafka_string
        if: version >= 3
        doc: The member's rack (version 3+, KIP-881); null when not set.
  assignment:
    doc: ConsumerProtocolAssignment.
    seq:
      - id: num_assigned_partitions_legacy
        type: s4
        valid:
          min: 0
        doc: Number of `assigned_partitions`; never negative (the array is not nullable, and Kafka refuses -1).
      - id: assigned_partitions
        -orig-id: AssignedPartitions
        type: topic_partition
        repeat: expr
        repeat-expr: num_assigned_partitions_legacy
        doc: The partitions assigned to the member.
      - id: user_data
        -orig-id: UserData
        type: kafka_bytes
        doc: The assignor's user data; null when none.
  topic_partition:
    doc: TopicPartition, partitions of one topic named by name.
    -webide-representation: '{topic.value}'
    seq:
      - id: topic
        -orig-id: Topic
        type: kafka_string
        doc: The topic name.
      - id: num_partitions_legacy
        type: s4
        valid:
          min: 0
        doc: Number of `partitions`; never negative (the array is not nullable, and Kafka refuses -1).
      - id: partitions
        -orig-id: Partitions
        type: s4
        repeat: expr
        repeat-expr: num_partitions_legacy
        doc: The partition numbers.
