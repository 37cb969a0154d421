# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from . import kafka_bool
from . import kafka_compact_bytes
from . import kafka_uuid
from . import kafka_tagged_fields
from . import kafka_uvarint
from . import kafka_compact_string
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaRemoteLogMetadata(KaitaiStruct):
    """The value of one record of the `__remote_log_metadata` topic, where
    `TopicBasedRemoteLogMetadataManager` (KIP-405 tiered storage) records the
    life of every segment copied to remote storage: a copy started, finished,
    a deletion started, finished, and the deletion of a whole partition.
    Records have no key. `RemoteLogMetadataSerde` frames each message as
    `MetadataRecordSerde` does for `__cluster_metadata`: three unsigned
    varints, the frame version (1), the record's api key (its type) and the
    message version (0), then the message in its flexible encoding; Kafka
    refuses any other frame version, a type it does not know and bytes left
    after the message.
    
    Types: 0 RemoteLogSegmentMetadataRecord (a segment, written when its copy
    starts), 1 RemoteLogSegmentMetadataUpdateRecord (a segment's new state),
    2 RemotePartitionDeleteMetadataRecord (a partition's deletion), and 3
    RemoteLogSegmentMetadataSnapshotRecord (a segment in the snapshot files the
    manager keeps). Kafka 4.0 added the tagged field `TxnIndexEmpty` (tag 0)
    to types 0 and 3, written only when true; earlier versions skip it.
    
    Field names are those of Kafka's message definitions
    (storage/src/main/resources/message), in snake case.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/4.4/storage/src/main/java/org/apache/kafka/server/log/remote/metadata/storage/serialization/RemoteLogMetadataSerde.java
    
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/4.4/server-common/src/main/java/org/apache/kafka/server/common/serialization/AbstractApiMessageSerde.java
    
    
    .. seealso::
       Source - https://github.com/apache/kafka/tree/4.4/storage/src/main/resources/message
    """

    class RemoteLogMetadataType(IntEnum):
        remote_log_segment_metadata_record = 0
        remote_log_segment_metadata_update_record = 1
        remote_partition_delete_metadata_record = 2
        remote_log_segment_metadata_snapshot_record = 3

    class RemoteLogSegmentState(IntEnum):
        copy_segment_started = 0
        copy_segment_finished = 1
        delete_segment_started = 2
        delete_segment_finished = 3

    class RemotePartitionDeleteState(IntEnum):
        delete_partition_marked = 0
        delete_partition_started = 1
        delete_partition_finished = 2
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaRemoteLogMetadata, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.frame_version = kafka_uvarint.KafkaUvarint(self._io)
        self.api_key = kafka_uvarint.KafkaUvarint(self._io)
        self.version = kafka_uvarint.KafkaUvarint(self._io)
        _on = (self.api_key.value if self.is_readable else -1)
        if _on == 0:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaRemoteLogMetadata.RemoteLogSegmentMetadataRecord(_io__raw_body, self, self._root)
        elif _on == 1:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaRemoteLogMetadata.RemoteLogSegmentMetadataUpdateRecord(_io__raw_body, self, self._root)
        elif _on == 2:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaRemoteLogMetadata.RemotePartitionDeleteMetadataRecord(_io__raw_body, self, self._root)
        elif _on == 3:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaRemoteLogMetadata.RemoteLogSegmentMetadataSnapshotRecord(_io__raw_body, self, self._root)
        else:
            pass
            self.body = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        self.frame_version._fetch_instances()
        self.api_key._fetch_instances()
        self.version._fetch_instances()
        _on = (self.api_key.value if self.is_readable else -1)
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
        else:
            pass

    class RemoteLogSegmentIdEntry(KaitaiStruct):
        """RemoteLogSegmentIdEntry, a remote segment's partition and id."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaRemoteLogMetadata.RemoteLogSegmentIdEntry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.topic_id_partition = KafkaRemoteLogMetadata.TopicIdPartitionEntry(self._io, self, self._root)
            self.id = kafka_uuid.KafkaUuid(self._io)
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.topic_id_partition._fetch_instances()
            self.id._fetch_instances()
            self.tagged_fields._fetch_instances()


    class RemoteLogSegmentMetadataRecord(KaitaiStruct):
        """RemoteLogSegmentMetadataRecord (api key 0, version 0), a segment whose copy to remote storage started."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaRemoteLogMetadata.RemoteLogSegmentMetadataRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.remote_log_segment_id = KafkaRemoteLogMetadata.RemoteLogSegmentIdEntry(self._io, self, self._root)
            self.start_offset = self._io.read_s8be()
            self.end_offset = self._io.read_s8be()
            self.broker_id = self._io.read_s4be()
            self.max_timestamp_ms = self._io.read_s8be()
            self.event_timestamp_ms = self._io.read_s8be()
            self.num_segment_leader_epochs = kafka_uvarint.KafkaUvarint(self._io)
            self.segment_leader_epochs = []
            for i in range(self.num_segment_leader_epochs.value - 1):
                self.segment_leader_epochs.append(KafkaRemoteLogMetadata.SegmentLeaderEpochEntry(self._io, self, self._root))

            self.segment_size_in_bytes = self._io.read_s4be()
            self.custom_metadata = kafka_compact_bytes.KafkaCompactBytes(self._io)
            self.remote_log_segment_state = _resolve_enum(KafkaRemoteLogMetadata.RemoteLogSegmentState, self._io.read_s1())
            self.num_tagged_fields = kafka_uvarint.KafkaUvarint(self._io)
            self.tagged_fields = []
            for i in range(self.num_tagged_fields.value):
                self.tagged_fields.append(KafkaRemoteLogMetadata.SegmentTaggedField(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.remote_log_segment_id._fetch_instances()
            self.num_segment_leader_epochs._fetch_instances()
            for i in range(len(self.segment_leader_epochs)):
                pass
                self.segment_leader_epochs[i]._fetch_instances()

            self.custom_metadata._fetch_instances()
            self.num_tagged_fields._fetch_instances()
            for i in range(len(self.tagged_fields)):
                pass
                self.tagged_fields[i]._fetch_instances()



    class RemoteLogSegmentMetadataSnapshotRecord(KaitaiStruct):
        """RemoteLogSegmentMetadataSnapshotRecord (api key 3, version 0), a remote segment in a snapshot."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaRemoteLogMetadata.RemoteLogSegmentMetadataSnapshotRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.segment_id = kafka_uuid.KafkaUuid(self._io)
            self.start_offset = self._io.read_s8be()
            self.end_offset = self._io.read_s8be()
            self.broker_id = self._io.read_s4be()
            self.max_timestamp_ms = self._io.read_s8be()
            self.event_timestamp_ms = self._io.read_s8be()
            self.num_segment_leader_epochs = kafka_uvarint.KafkaUvarint(self._io)
            self.segment_leader_epochs = []
            for i in range(self.num_segment_leader_epochs.value - 1):
                self.segment_leader_epochs.append(KafkaRemoteLogMetadata.SegmentLeaderEpochEntry(self._io, self, self._root))

            self.segment_size_in_bytes = self._io.read_s4be()
            self.custom_metadata = kafka_compact_bytes.KafkaCompactBytes(self._io)
            self.remote_log_segment_state = _resolve_enum(KafkaRemoteLogMetadata.RemoteLogSegmentState, self._io.read_s1())
            self.num_tagged_fields = kafka_uvarint.KafkaUvarint(self._io)
            self.tagged_fields = []
            for i in range(self.num_tagged_fields.value):
                self.tagged_fields.append(KafkaRemoteLogMetadata.SegmentTaggedField(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.segment_id._fetch_instances()
            self.num_segment_leader_epochs._fetch_instances()
            for i in range(len(self.segment_leader_epochs)):
                pass
                self.segment_leader_epochs[i]._fetch_instances()

            self.custom_metadata._fetch_instances()
            self.num_tagged_fields._fetch_instances()
            for i in range(len(self.tagged_fields)):
                pass
                self.tagged_fields[i]._fetch_instances()



    class RemoteLogSegmentMetadataUpdateRecord(KaitaiStruct):
        """RemoteLogSegmentMetadataUpdateRecord (api key 1, version 0), a remote segment's new state."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaRemoteLogMetadata.RemoteLogSegmentMetadataUpdateRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.remote_log_segment_id = KafkaRemoteLogMetadata.RemoteLogSegmentIdEntry(self._io, self, self._root)
            self.broker_id = self._io.read_s4be()
            self.event_timestamp_ms = self._io.read_s8be()
            self.custom_metadata = kafka_compact_bytes.KafkaCompactBytes(self._io)
            self.remote_log_segment_state = _resolve_enum(KafkaRemoteLogMetadata.RemoteLogSegmentState, self._io.read_s1())
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.remote_log_segment_id._fetch_instances()
            self.custom_metadata._fetch_instances()
            self.tagged_fields._fetch_instances()


    class RemotePartitionDeleteMetadataRecord(KaitaiStruct):
        """RemotePartitionDeleteMetadataRecord (api key 2, version 0), the deletion of a partition's remote data."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaRemoteLogMetadata.RemotePartitionDeleteMetadataRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.topic_id_partition = KafkaRemoteLogMetadata.TopicIdPartitionEntry(self._io, self, self._root)
            self.broker_id = self._io.read_s4be()
            self.event_timestamp_ms = self._io.read_s8be()
            self.remote_partition_delete_state = _resolve_enum(KafkaRemoteLogMetadata.RemotePartitionDeleteState, self._io.read_s1())
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.topic_id_partition._fetch_instances()
            self.tagged_fields._fetch_instances()


    class SegmentLeaderEpochEntry(KaitaiStruct):
        """SegmentLeaderEpochEntry, where a leader epoch starts within a segment."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaRemoteLogMetadata.SegmentLeaderEpochEntry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.leader_epoch = self._io.read_s4be()
            self.offset = self._io.read_s8be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class SegmentTaggedField(KaitaiStruct):
        """A tagged field of RemoteLogSegmentMetadataRecord or RemoteLogSegmentMetadataSnapshotRecord."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaRemoteLogMetadata.SegmentTaggedField, self).__init__(_io)
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
                self.data = KafkaRemoteLogMetadata.TxnIndexEmpty(_io__raw_data, self, self._root)
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


    class TopicIdPartitionEntry(KaitaiStruct):
        """TopicIdPartitionEntry, a topic partition with its topic id."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaRemoteLogMetadata.TopicIdPartitionEntry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.name = kafka_compact_string.KafkaCompactString(self._io)
            self.id = kafka_uuid.KafkaUuid(self._io)
            self.partition = self._io.read_s4be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.name._fetch_instances()
            self.id._fetch_instances()
            self.tagged_fields._fetch_instances()


    class TxnIndexEmpty(KaitaiStruct):
        """Tagged field 0, `TxnIndexEmpty` (Kafka 4.0): written only when it is not its default (false)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaRemoteLogMetadata.TxnIndexEmpty, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.txn_index_empty = kafka_bool.KafkaBool(self._io)


        def _fetch_instances(self):
            pass
            self.txn_index_empty._fetch_instances()


    @property
    def is_readable(self):
        """Whether Kafka reads the frame and version (the type is checked by `body`)."""
        if hasattr(self, '_m_is_readable'):
            return self._m_is_readable

        self._m_is_readable =  ((self.frame_version.value == 1) and (self.version.value == 0)) 
        return getattr(self, '_m_is_readable', None)

    @property
    def record_type(self):
        """The record type, by name."""
        if hasattr(self, '_m_record_type'):
            return self._m_record_type

        self._m_record_type = _resolve_enum(KafkaRemoteLogMetadata.RemoteLogMetadataType, self.api_key.value)
        return getattr(self, '_m_record_type', None)


_ENUM_MEMBERS = {}


def _resolve_enum(enum_obj, value):
    """KaitaiStream.resolve_enum's answer, from the enum's value map first (tools/kaitai/compile.js)."""
    members = _ENUM_MEMBERS.get(enum_obj)
    if members is None:  # an enum class's attributes are slow to get: once each
        members = _ENUM_MEMBERS[enum_obj] = enum_obj._value2member_map_
    try:
        return members[value]
    except (KeyError, TypeError):
        return KaitaiStream.resolve_enum(enum_obj, value)
