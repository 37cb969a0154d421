# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from . import kafka_bytes
from . import kafka_compact_bytes
from . import kafka_uuid
from . import kafka_tagged_fields
from . import kafka_string
from . import kafka_uvarint
from . import kafka_compact_string


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaConsumerOffsets(KaitaiStruct):
    """One record of the `__consumer_offsets` topic, where the group coordinator
    keeps committed offsets and group state: the record's key bytes followed
    by its value bytes (a host passes both lengths). Kafka 3.9's
    `CoordinatorRecordSerde` writes a key as a 16-bit record type followed by
    the key message at the version equal to that type, and a value as a 16-bit
    version followed by the value message at that version. A null value (a
    tombstone) deletes what the key names: a committed offset, a group, a
    member.
    
    Record types: 0 and 1 offset commits (0 was written by brokers before
    0.10.1 and by none since; both have the same key), 2 classic group
    metadata, 3-8 the records of KIP-848 consumer groups. The value messages
    have flexible versions (compact strings and arrays, tagged fields) from
    OffsetCommitValue v4, GroupMetadataValue v4 and every consumer-group value.
    Kafka reads a message from the start of its bytes and ignores any bytes
    after it, as the `size` of `key` and `value` does here.
    
    Field names are those of Kafka's message definitions
    (group-coordinator/src/main/resources/common/message), in snake case.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/group-coordinator/src/main/java/org/apache/kafka/coordinator/group/CoordinatorRecordSerde.java
    
    
    .. seealso::
       Source - https://github.com/apache/kafka/tree/3.9/group-coordinator/src/main/resources/common/message
    """
    def __init__(self, len_key, len_value, _io, _parent=None, _root=None):
        super(KafkaConsumerOffsets, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.len_key = len_key
        self.len_value = len_value
        self._read()

    def _read(self):
        self._raw_key = self._io.read_bytes(self.len_key)
        _io__raw_key = KaitaiStream(BytesIO(self._raw_key))
        self.key = KafkaConsumerOffsets.Key(_io__raw_key, self, self._root)
        if  ((self.len_value >= 0) and (self.key.is_known)) :
            pass
            self._raw_value = self._io.read_bytes(self.len_value)
            _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
            self.value = KafkaConsumerOffsets.Value(self.key.record_type, _io__raw_value, self, self._root)



    def _fetch_instances(self):
        pass
        self.key._fetch_instances()
        if  ((self.len_value >= 0) and (self.key.is_known)) :
            pass
            self.value._fetch_instances()


    class ClassicMemberMetadata(KaitaiStruct):
        """ClassicMemberMetadata (tagged field 0): the supported protocols of a
        member that uses the classic protocol; absent (null) for a member of
        the consumer protocol.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.ClassicMemberMetadata, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.session_timeout_ms = self._io.read_s4be()
            self.num_supported_protocols = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_supported_protocols.value > 0:
                pass
                self.supported_protocols = []
                for i in range(self.num_supported_protocols.value - 1):
                    self.supported_protocols.append(KafkaConsumerOffsets.ClassicProtocol(self._io, self, self._root))


            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.num_supported_protocols._fetch_instances()
            if self.num_supported_protocols.value > 0:
                pass
                for i in range(len(self.supported_protocols)):
                    pass
                    self.supported_protocols[i]._fetch_instances()


            self.tagged_fields._fetch_instances()


    class ClassicMemberMetadataTag(KaitaiStruct):
        """Tagged field 0 of ConsumerGroupMemberMetadataValue, written only when not null."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.ClassicMemberMetadataTag, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.classic_member_metadata = KafkaConsumerOffsets.ClassicMemberMetadata(self._io, self, self._root)


        def _fetch_instances(self):
            pass
            self.classic_member_metadata._fetch_instances()


    class ClassicProtocol(KaitaiStruct):
        """ClassicProtocol, one protocol a classic member supports."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.ClassicProtocol, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.name = kafka_compact_string.KafkaCompactString(self._io)
            self.metadata = kafka_compact_bytes.KafkaCompactBytes(self._io)
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.name._fetch_instances()
            self.metadata._fetch_instances()
            self.tagged_fields._fetch_instances()


    class ConsumerGroupCurrentMemberAssignmentValue(KaitaiStruct):
        """ConsumerGroupCurrentMemberAssignmentValue (type 8), a member's current assignment."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.ConsumerGroupCurrentMemberAssignmentValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.member_epoch = self._io.read_s4be()
            self.previous_member_epoch = self._io.read_s4be()
            self.state = self._io.read_s1()
            self.num_assigned_partitions = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_assigned_partitions.value > 0:
                pass
                self.assigned_partitions = []
                for i in range(self.num_assigned_partitions.value - 1):
                    self.assigned_partitions.append(KafkaConsumerOffsets.TopicPartitions(self._io, self, self._root))


            self.num_partitions_pending_revocation = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_partitions_pending_revocation.value > 0:
                pass
                self.partitions_pending_revocation = []
                for i in range(self.num_partitions_pending_revocation.value - 1):
                    self.partitions_pending_revocation.append(KafkaConsumerOffsets.TopicPartitions(self._io, self, self._root))


            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.num_assigned_partitions._fetch_instances()
            if self.num_assigned_partitions.value > 0:
                pass
                for i in range(len(self.assigned_partitions)):
                    pass
                    self.assigned_partitions[i]._fetch_instances()


            self.num_partitions_pending_revocation._fetch_instances()
            if self.num_partitions_pending_revocation.value > 0:
                pass
                for i in range(len(self.partitions_pending_revocation)):
                    pass
                    self.partitions_pending_revocation[i]._fetch_instances()


            self.tagged_fields._fetch_instances()


    class ConsumerGroupKey(KaitaiStruct):
        """The key of a consumer group's record (KIP-848): ConsumerGroupMetadataKey
        (3), ConsumerGroupPartitionMetadataKey (4) and
        ConsumerGroupTargetAssignmentMetadataKey (6) all hold only the group id.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.ConsumerGroupKey, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.group_id = kafka_string.KafkaString(self._io)


        def _fetch_instances(self):
            pass
            self.group_id._fetch_instances()


    class ConsumerGroupMemberKey(KaitaiStruct):
        """The key of a member's record (KIP-848): ConsumerGroupMemberMetadataKey
        (5), ConsumerGroupTargetAssignmentMemberKey (7) and
        ConsumerGroupCurrentMemberAssignmentKey (8).
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.ConsumerGroupMemberKey, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.group_id = kafka_string.KafkaString(self._io)
            self.member_id = kafka_string.KafkaString(self._io)


        def _fetch_instances(self):
            pass
            self.group_id._fetch_instances()
            self.member_id._fetch_instances()


    class ConsumerGroupMemberMetadataValue(KaitaiStruct):
        """ConsumerGroupMemberMetadataValue (type 5), a member of a consumer group."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.ConsumerGroupMemberMetadataValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.instance_id = kafka_compact_string.KafkaCompactString(self._io)
            self.rack_id = kafka_compact_string.KafkaCompactString(self._io)
            self.client_id = kafka_compact_string.KafkaCompactString(self._io)
            self.client_host = kafka_compact_string.KafkaCompactString(self._io)
            self.num_subscribed_topic_names = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_subscribed_topic_names.value > 0:
                pass
                self.subscribed_topic_names = []
                for i in range(self.num_subscribed_topic_names.value - 1):
                    self.subscribed_topic_names.append(kafka_compact_string.KafkaCompactString(self._io))


            self.subscribed_topic_regex = kafka_compact_string.KafkaCompactString(self._io)
            self.rebalance_timeout_ms = self._io.read_s4be()
            self.server_assignor = kafka_compact_string.KafkaCompactString(self._io)
            self.num_tagged_fields = kafka_uvarint.KafkaUvarint(self._io)
            self.tagged_fields = []
            for i in range(self.num_tagged_fields.value):
                self.tagged_fields.append(KafkaConsumerOffsets.MemberMetadataTaggedField(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.instance_id._fetch_instances()
            self.rack_id._fetch_instances()
            self.client_id._fetch_instances()
            self.client_host._fetch_instances()
            self.num_subscribed_topic_names._fetch_instances()
            if self.num_subscribed_topic_names.value > 0:
                pass
                for i in range(len(self.subscribed_topic_names)):
                    pass
                    self.subscribed_topic_names[i]._fetch_instances()


            self.subscribed_topic_regex._fetch_instances()
            self.server_assignor._fetch_instances()
            self.num_tagged_fields._fetch_instances()
            for i in range(len(self.tagged_fields)):
                pass
                self.tagged_fields[i]._fetch_instances()



    class ConsumerGroupMetadataValue(KaitaiStruct):
        """ConsumerGroupMetadataValue (type 3), the epoch of a consumer group."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.ConsumerGroupMetadataValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.epoch = self._io.read_s4be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class ConsumerGroupPartitionMetadataValue(KaitaiStruct):
        """ConsumerGroupPartitionMetadataValue (type 4), the metadata of the topics
        the group subscribes to, as the assignor last saw it.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.ConsumerGroupPartitionMetadataValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_topics = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_topics.value > 0:
                pass
                self.topics = []
                for i in range(self.num_topics.value - 1):
                    self.topics.append(KafkaConsumerOffsets.TopicMetadata(self._io, self, self._root))


            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.num_topics._fetch_instances()
            if self.num_topics.value > 0:
                pass
                for i in range(len(self.topics)):
                    pass
                    self.topics[i]._fetch_instances()


            self.tagged_fields._fetch_instances()


    class ConsumerGroupTargetAssignmentMemberValue(KaitaiStruct):
        """ConsumerGroupTargetAssignmentMemberValue (type 7), a member's target assignment."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.ConsumerGroupTargetAssignmentMemberValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_topic_partitions = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_topic_partitions.value > 0:
                pass
                self.topic_partitions = []
                for i in range(self.num_topic_partitions.value - 1):
                    self.topic_partitions.append(KafkaConsumerOffsets.TopicPartitions(self._io, self, self._root))


            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.num_topic_partitions._fetch_instances()
            if self.num_topic_partitions.value > 0:
                pass
                for i in range(len(self.topic_partitions)):
                    pass
                    self.topic_partitions[i]._fetch_instances()


            self.tagged_fields._fetch_instances()


    class ConsumerGroupTargetAssignmentMetadataValue(KaitaiStruct):
        """ConsumerGroupTargetAssignmentMetadataValue (type 6)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.ConsumerGroupTargetAssignmentMetadataValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.assignment_epoch = self._io.read_s4be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class GroupMetadataKey(KaitaiStruct):
        """GroupMetadataKey (type 2), a classic group."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.GroupMetadataKey, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.group = kafka_string.KafkaString(self._io)


        def _fetch_instances(self):
            pass
            self.group._fetch_instances()


    class GroupMetadataValue(KaitaiStruct):
        """GroupMetadataValue, the state of a classic group (versions 0-4; 4 is
        flexible). For a group of the `consumer` protocol type, each member's
        `subscription` and `assignment` are messages of the consumer protocol
        (`kafka_consumer_protocol`).
        """
        def __init__(self, version, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.GroupMetadataValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.version = version
            self._read()

        def _read(self):
            _on = self.version >= 4
            if _on == False:
                pass
                self.protocol_type = kafka_string.KafkaString(self._io)
            elif _on == True:
                pass
                self.protocol_type = kafka_compact_string.KafkaCompactString(self._io)
            self.generation = self._io.read_s4be()
            _on = self.version >= 4
            if _on == False:
                pass
                self.protocol = kafka_string.KafkaString(self._io)
            elif _on == True:
                pass
                self.protocol = kafka_compact_string.KafkaCompactString(self._io)
            _on = self.version >= 4
            if _on == False:
                pass
                self.leader = kafka_string.KafkaString(self._io)
            elif _on == True:
                pass
                self.leader = kafka_compact_string.KafkaCompactString(self._io)
            if self.version >= 2:
                pass
                self.current_state_timestamp = self._io.read_s8be()

            if self.version >= 4:
                pass
                self.num_members = kafka_uvarint.KafkaUvarint(self._io)

            if self.version < 4:
                pass
                self.num_members_legacy = self._io.read_s4be()
                if not self.num_members_legacy >= 0:
                    raise kaitaistruct.ValidationLessThanError(0, self.num_members_legacy, self._io, u"/types/group_metadata_value/seq/6")

            self.members = []
            for i in range((self.num_members.value - 1 if self.version >= 4 else self.num_members_legacy)):
                self.members.append(KafkaConsumerOffsets.MemberMetadata(self.version, self._io, self, self._root))

            if self.version >= 4:
                pass
                self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)



        def _fetch_instances(self):
            pass
            _on = self.version >= 4
            if _on == False:
                pass
                self.protocol_type._fetch_instances()
            elif _on == True:
                pass
                self.protocol_type._fetch_instances()
            _on = self.version >= 4
            if _on == False:
                pass
                self.protocol._fetch_instances()
            elif _on == True:
                pass
                self.protocol._fetch_instances()
            _on = self.version >= 4
            if _on == False:
                pass
                self.leader._fetch_instances()
            elif _on == True:
                pass
                self.leader._fetch_instances()
            if self.version >= 2:
                pass

            if self.version >= 4:
                pass
                self.num_members._fetch_instances()

            if self.version < 4:
                pass

            for i in range(len(self.members)):
                pass
                self.members[i]._fetch_instances()

            if self.version >= 4:
                pass
                self.tagged_fields._fetch_instances()



    class Key(KaitaiStruct):
        """A record key; its type selects both the key and the value message."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.Key, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.record_type = self._io.read_s2be()
            _on = self.record_type
            if _on == 0:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.OffsetCommitKey(_io__raw_body, self, self._root)
            elif _on == 1:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.OffsetCommitKey(_io__raw_body, self, self._root)
            elif _on == 2:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.GroupMetadataKey(_io__raw_body, self, self._root)
            elif _on == 3:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.ConsumerGroupKey(_io__raw_body, self, self._root)
            elif _on == 4:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.ConsumerGroupKey(_io__raw_body, self, self._root)
            elif _on == 5:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.ConsumerGroupMemberKey(_io__raw_body, self, self._root)
            elif _on == 6:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.ConsumerGroupKey(_io__raw_body, self, self._root)
            elif _on == 7:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.ConsumerGroupMemberKey(_io__raw_body, self, self._root)
            elif _on == 8:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.ConsumerGroupMemberKey(_io__raw_body, self, self._root)
            else:
                pass
                self.body = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            _on = self.record_type
            if _on == 0:
                pass
                self.body._fetch_instances()
            elif _on == 1:
                pass
                self.body._fetch_instances()
            elif _on == 2:
                pass
                self.body._fetch_instances()
            elif _on == 3:
                pass
                self.body._fetch_instances()
            elif _on == 4:
                pass
                self.body._fetch_instances()
            elif _on == 5:
                pass
                self.body._fetch_instances()
            elif _on == 6:
                pass
                self.body._fetch_instances()
            elif _on == 7:
                pass
                self.body._fetch_instances()
            elif _on == 8:
                pass
                self.body._fetch_instances()
            else:
                pass

        @property
        def is_known(self):
            """Whether Kafka 3.9 knows the record type (0-8)."""
            if hasattr(self, '_m_is_known'):
                return self._m_is_known

            self._m_is_known =  ((self.record_type >= 0) and (self.record_type <= 8)) 
            return getattr(self, '_m_is_known', None)


    class MemberMetadata(KaitaiStruct):
        """MemberMetadata, one member of a classic group."""
        def __init__(self, version, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.MemberMetadata, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.version = version
            self._read()

        def _read(self):
            _on = self.version >= 4
            if _on == False:
                pass
                self.member_id = kafka_string.KafkaString(self._io)
            elif _on == True:
                pass
                self.member_id = kafka_compact_string.KafkaCompactString(self._io)
            if self.version >= 3:
                pass
                _on = self.version >= 4
                if _on == False:
                    pass
                    self.group_instance_id = kafka_string.KafkaString(self._io)
                elif _on == True:
                    pass
                    self.group_instance_id = kafka_compact_string.KafkaCompactString(self._io)

            _on = self.version >= 4
            if _on == False:
                pass
                self.client_id = kafka_string.KafkaString(self._io)
            elif _on == True:
                pass
                self.client_id = kafka_compact_string.KafkaCompactString(self._io)
            _on = self.version >= 4
            if _on == False:
                pass
                self.client_host = kafka_string.KafkaString(self._io)
            elif _on == True:
                pass
                self.client_host = kafka_compact_string.KafkaCompactString(self._io)
            if self.version >= 1:
                pass
                self.rebalance_timeout = self._io.read_s4be()

            self.session_timeout = self._io.read_s4be()
            _on = self.version >= 4
            if _on == False:
                pass
                self.subscription = kafka_bytes.KafkaBytes(self._io)
            elif _on == True:
                pass
                self.subscription = kafka_compact_bytes.KafkaCompactBytes(self._io)
            _on = self.version >= 4
            if _on == False:
                pass
                self.assignment = kafka_bytes.KafkaBytes(self._io)
            elif _on == True:
                pass
                self.assignment = kafka_compact_bytes.KafkaCompactBytes(self._io)
            if self.version >= 4:
                pass
                self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)



        def _fetch_instances(self):
            pass
            _on = self.version >= 4
            if _on == False:
                pass
                self.member_id._fetch_instances()
            elif _on == True:
                pass
                self.member_id._fetch_instances()
            if self.version >= 3:
                pass
                _on = self.version >= 4
                if _on == False:
                    pass
                    self.group_instance_id._fetch_instances()
                elif _on == True:
                    pass
                    self.group_instance_id._fetch_instances()

            _on = self.version >= 4
            if _on == False:
                pass
                self.client_id._fetch_instances()
            elif _on == True:
                pass
                self.client_id._fetch_instances()
            _on = self.version >= 4
            if _on == False:
                pass
                self.client_host._fetch_instances()
            elif _on == True:
                pass
                self.client_host._fetch_instances()
            if self.version >= 1:
                pass

            _on = self.version >= 4
            if _on == False:
                pass
                self.subscription._fetch_instances()
            elif _on == True:
                pass
                self.subscription._fetch_instances()
            _on = self.version >= 4
            if _on == False:
                pass
                self.assignment._fetch_instances()
            elif _on == True:
                pass
                self.assignment._fetch_instances()
            if self.version >= 4:
                pass
                self.tagged_fields._fetch_instances()



    class MemberMetadataTaggedField(KaitaiStruct):
        """A tagged field of ConsumerGroupMemberMetadataValue."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.MemberMetadataTaggedField, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.tag = kafka_uvarint.KafkaUvarint(self._io)
            self.len_data = kafka_uvarint.KafkaUvarint(self._io)
            _on = self.tag.value
            if _on == 0:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaConsumerOffsets.ClassicMemberMetadataTag(_io__raw_data, self, self._root)
            else:
                pass
                self.data = self._io.read_bytes(self.len_data.value)


        def _fetch_instances(self):
            pass
            self.tag._fetch_instances()
            self.len_data._fetch_instances()
            _on = self.tag.value
            if _on == 0:
                pass
                self.data._fetch_instances()
            else:
                pass


    class OffsetCommitKey(KaitaiStruct):
        """OffsetCommitKey (types 0 and 1), the partition a committed offset is for."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.OffsetCommitKey, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.group = kafka_string.KafkaString(self._io)
            self.topic = kafka_string.KafkaString(self._io)
            self.partition = self._io.read_s4be()


        def _fetch_instances(self):
            pass
            self.group._fetch_instances()
            self.topic._fetch_instances()


    class OffsetCommitValue(KaitaiStruct):
        """OffsetCommitValue, a committed offset (versions 0-4; 4 is flexible)."""
        def __init__(self, version, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.OffsetCommitValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.version = version
            self._read()

        def _read(self):
            self.offset = self._io.read_s8be()
            if self.version >= 3:
                pass
                self.leader_epoch = self._io.read_s4be()

            _on = self.version >= 4
            if _on == False:
                pass
                self.metadata = kafka_string.KafkaString(self._io)
            elif _on == True:
                pass
                self.metadata = kafka_compact_string.KafkaCompactString(self._io)
            self.commit_timestamp = self._io.read_s8be()
            if self.version == 1:
                pass
                self.expire_timestamp = self._io.read_s8be()

            if self.version >= 4:
                pass
                self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)



        def _fetch_instances(self):
            pass
            if self.version >= 3:
                pass

            _on = self.version >= 4
            if _on == False:
                pass
                self.metadata._fetch_instances()
            elif _on == True:
                pass
                self.metadata._fetch_instances()
            if self.version == 1:
                pass

            if self.version >= 4:
                pass
                self.tagged_fields._fetch_instances()



    class PartitionRacks(KaitaiStruct):
        """PartitionMetadata, the racks a partition's replicas are on."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.PartitionRacks, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.partition = self._io.read_s4be()
            self.num_racks = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_racks.value > 0:
                pass
                self.racks = []
                for i in range(self.num_racks.value - 1):
                    self.racks.append(kafka_compact_string.KafkaCompactString(self._io))


            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.num_racks._fetch_instances()
            if self.num_racks.value > 0:
                pass
                for i in range(len(self.racks)):
                    pass
                    self.racks[i]._fetch_instances()


            self.tagged_fields._fetch_instances()


    class TopicMetadata(KaitaiStruct):
        """TopicMetadata of a subscribed topic."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.TopicMetadata, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.topic_id = kafka_uuid.KafkaUuid(self._io)
            self.topic_name = kafka_compact_string.KafkaCompactString(self._io)
            self.num_partitions = self._io.read_s4be()
            self.num_partition_metadata = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_partition_metadata.value > 0:
                pass
                self.partition_metadata = []
                for i in range(self.num_partition_metadata.value - 1):
                    self.partition_metadata.append(KafkaConsumerOffsets.PartitionRacks(self._io, self, self._root))


            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.topic_id._fetch_instances()
            self.topic_name._fetch_instances()
            self.num_partition_metadata._fetch_instances()
            if self.num_partition_metadata.value > 0:
                pass
                for i in range(len(self.partition_metadata)):
                    pass
                    self.partition_metadata[i]._fetch_instances()


            self.tagged_fields._fetch_instances()


    class TopicPartitions(KaitaiStruct):
        """TopicPartitions, partitions of one topic named by id."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.TopicPartitions, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.topic_id = kafka_uuid.KafkaUuid(self._io)
            self.num_partitions = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_partitions.value > 0:
                pass
                self.partitions = []
                for i in range(self.num_partitions.value - 1):
                    self.partitions.append(self._io.read_s4be())


            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.topic_id._fetch_instances()
            self.num_partitions._fetch_instances()
            if self.num_partitions.value > 0:
                pass
                for i in range(len(self.partitions)):
                    pass


            self.tagged_fields._fetch_instances()


    class Value(KaitaiStruct):
        """A record value, the message its key's type selects."""
        def __init__(self, record_type, _io, _parent=None, _root=None):
            super(KafkaConsumerOffsets.Value, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.record_type = record_type
            self._read()

        def _read(self):
            self.version = self._io.read_s2be()
            if not self.version >= 0:
                raise kaitaistruct.ValidationLessThanError(0, self.version, self._io, u"/types/value/seq/0")
            if not self.version <= 4:
                raise kaitaistruct.ValidationGreaterThanError(4, self.version, self._io, u"/types/value/seq/0")
            _on = (self.record_type if self.version <= self.max_version else -1)
            if _on == 0:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.OffsetCommitValue(self.version, _io__raw_body, self, self._root)
            elif _on == 1:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.OffsetCommitValue(self.version, _io__raw_body, self, self._root)
            elif _on == 2:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.GroupMetadataValue(self.version, _io__raw_body, self, self._root)
            elif _on == 3:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.ConsumerGroupMetadataValue(_io__raw_body, self, self._root)
            elif _on == 4:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.ConsumerGroupPartitionMetadataValue(_io__raw_body, self, self._root)
            elif _on == 5:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.ConsumerGroupMemberMetadataValue(_io__raw_body, self, self._root)
            elif _on == 6:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.ConsumerGroupTargetAssignmentMetadataValue(_io__raw_body, self, self._root)
            elif _on == 7:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.ConsumerGroupTargetAssignmentMemberValue(_io__raw_body, self, self._root)
            elif _on == 8:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaConsumerOffsets.ConsumerGroupCurrentMemberAssignmentValue(_io__raw_body, self, self._root)
            else:
                pass
                self.body = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            _on = (self.record_type if self.version <= self.max_version else -1)
            if _on == 0:
                pass
                self.body._fetch_instances()
            elif _on == 1:
                pass
                self.body._fetch_instances()
            elif _on == 2:
                pass
                self.body._fetch_instances()
            elif _on == 3:
                pass
                self.body._fetch_instances()
            elif _on == 4:
                pass
                self.body._fetch_instances()
            elif _on == 5:
                pass
                self.body._fetch_instances()
            elif _on == 6:
                pass
                self.body._fetch_instances()
            elif _on == 7:
                pass
                self.body._fetch_instances()
            elif _on == 8:
                pass
                self.body._fetch_instances()
            else:
                pass

        @property
        def max_version(self):
            """The highest version Kafka 3.9 reads for the record type."""
            if hasattr(self, '_m_max_version'):
                return self._m_max_version

            self._m_max_version = (4 if self.record_type <= 2 else 0)
            return getattr(self, '_m_max_version', None)


    @property
    def is_tombstone(self):
        """Whether the value is null, deleting what the key names."""
        if hasattr(self, '_m_is_tombstone'):
            return self._m_is_tombstone

        self._m_is_tombstone = self.len_value < 0
        return getattr(self, '_m_is_tombstone', None)


