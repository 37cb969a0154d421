# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from . import kafka_bool
from . import kafka_compact_bytes
from . import kafka_uuid
from . import kafka_tagged_fields
from . import kafka_float64
from . import kafka_uvarint
from . import kafka_compact_string
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaMetadataRecord(KaitaiStruct):
    """The value of one record of the KRaft metadata log, `__cluster_metadata`
    (and of the records of a KRaft snapshot, `<offset>-<epoch>.checkpoint`):
    the controllers' account of brokers, topics, partitions, configurations,
    quotas, ACLs, features and producer ids, one change per record. Records
    have no key. `MetadataRecordSerde` frames each message with three unsigned
    varints, the frame version (1), the record's api key (its type) and the
    message version, then the message in its flexible encoding; Kafka refuses
    any other frame version, a type or version it does not know, and bytes
    left after the message.
    
    Field names are those of Kafka's message definitions
    (metadata/src/main/resources/common/metadata, branch 4.4), in snake case.
    Kafka 3.9 writes types 0-27 except 6, 13 and 16 (numbers once used, then
    retired); Kafka 4.0 on adds ClearElrRecord (28). Kafka 4.3 adds
    RegisterBrokerRecord v4 and BrokerRegistrationChangeRecord v3 (tagged
    `CordonedLogDirs`), Kafka 4.4 UnregisterControllerRecord (29, KIP-1312:
    an UnregisterController request removes a controller's registration, from
    `metadata.version` 4.4-IV2 on).
    
    FeatureLevelRecord names a feature and its finalized level:
    `metadata.version` (levels 7 = 3.3-IV3 … 21 = 3.9-IV0, 22-25 = 4.0-IV0..IV3,
    26-27 = 4.1-IV0..IV1, 28-29 = 4.2-IV0..IV1, 30 = 4.3-IV0,
    31-33 = 4.4-IV0..IV2; see `metadata_version`), `kraft.version` (0-1),
    `transaction.version` (0-2, Kafka 4.0 on), `group.version` (0-1, 4.0 on),
    `eligible.leader.replicas.version` (0-1, 4.0 on), `share.version` (0-1,
    4.1 on; 2, share groups' dead-letter queues, 4.4 on) and `streams.version`
    (0-1, 4.1 on).
    Each structure ends with a tagged-field section; the tags the definitions
    name are parsed into their fields, others kept as bytes.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/server-common/src/main/java/org/apache/kafka/server/common/serialization/AbstractApiMessageSerde.java
    
    
    .. seealso::
       Source - https://github.com/apache/kafka/tree/4.4/metadata/src/main/resources/common/metadata
    
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/4.4/server-common/src/main/java/org/apache/kafka/server/common/MetadataVersion.java
    """

    class MetadataRecordType(IntEnum):
        register_broker_record = 0
        unregister_broker_record = 1
        topic_record = 2
        partition_record = 3
        config_record = 4
        partition_change_record = 5
        fence_broker_record = 7
        unfence_broker_record = 8
        remove_topic_record = 9
        delegation_token_record = 10
        user_scram_credential_record = 11
        feature_level_record = 12
        client_quota_record = 14
        producer_ids_record = 15
        broker_registration_change_record = 17
        access_control_entry_record = 18
        remove_access_control_entry_record = 19
        no_op_record = 20
        zk_migration_state_record = 21
        remove_user_scram_credential_record = 22
        begin_transaction_record = 23
        end_transaction_record = 24
        abort_transaction_record = 25
        remove_delegation_token_record = 26
        register_controller_record = 27
        clear_elr_record = 28
        unregister_controller_record = 29

    class MetadataVersion(IntEnum):
        ibp_3_3_iv3 = 7
        ibp_3_4_iv0 = 8
        ibp_3_5_iv0 = 9
        ibp_3_5_iv1 = 10
        ibp_3_5_iv2 = 11
        ibp_3_6_iv0 = 12
        ibp_3_6_iv1 = 13
        ibp_3_6_iv2 = 14
        ibp_3_7_iv0 = 15
        ibp_3_7_iv1 = 16
        ibp_3_7_iv2 = 17
        ibp_3_7_iv3 = 18
        ibp_3_7_iv4 = 19
        ibp_3_8_iv0 = 20
        ibp_3_9_iv0 = 21
        ibp_4_0_iv0 = 22
        ibp_4_0_iv1 = 23
        ibp_4_0_iv2 = 24
        ibp_4_0_iv3 = 25
        ibp_4_1_iv0 = 26
        ibp_4_1_iv1 = 27
        ibp_4_2_iv0 = 28
        ibp_4_2_iv1 = 29
        ibp_4_3_iv0 = 30
        ibp_4_4_iv0 = 31
        ibp_4_4_iv1 = 32
        ibp_4_4_iv2 = 33
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaMetadataRecord, self).__init__(_io)
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
            self.body = KafkaMetadataRecord.RegisterBrokerRecord(self.version.value, _io__raw_body, self, self._root)
        elif _on == 1:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.UnregisterBrokerRecord(_io__raw_body, self, self._root)
        elif _on == 10:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.DelegationTokenRecord(_io__raw_body, self, self._root)
        elif _on == 11:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.UserScramCredentialRecord(_io__raw_body, self, self._root)
        elif _on == 12:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.FeatureLevelRecord(_io__raw_body, self, self._root)
        elif _on == 14:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.ClientQuotaRecord(_io__raw_body, self, self._root)
        elif _on == 15:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.ProducerIdsRecord(_io__raw_body, self, self._root)
        elif _on == 17:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.BrokerRegistrationChangeRecord(_io__raw_body, self, self._root)
        elif _on == 18:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.AccessControlEntryRecord(_io__raw_body, self, self._root)
        elif _on == 19:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.RemoveAccessControlEntryRecord(_io__raw_body, self, self._root)
        elif _on == 2:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.TopicRecord(_io__raw_body, self, self._root)
        elif _on == 20:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.NoOpRecord(_io__raw_body, self, self._root)
        elif _on == 21:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.ZkMigrationStateRecord(_io__raw_body, self, self._root)
        elif _on == 22:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.RemoveUserScramCredentialRecord(_io__raw_body, self, self._root)
        elif _on == 23:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.BeginTransactionRecord(_io__raw_body, self, self._root)
        elif _on == 24:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.EndTransactionRecord(_io__raw_body, self, self._root)
        elif _on == 25:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.AbortTransactionRecord(_io__raw_body, self, self._root)
        elif _on == 26:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.RemoveDelegationTokenRecord(_io__raw_body, self, self._root)
        elif _on == 27:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.RegisterControllerRecord(_io__raw_body, self, self._root)
        elif _on == 28:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.ClearElrRecord(_io__raw_body, self, self._root)
        elif _on == 29:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.UnregisterControllerRecord(_io__raw_body, self, self._root)
        elif _on == 3:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.PartitionRecord(self.version.value, _io__raw_body, self, self._root)
        elif _on == 4:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.ConfigRecord(_io__raw_body, self, self._root)
        elif _on == 5:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.PartitionChangeRecord(_io__raw_body, self, self._root)
        elif _on == 7:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.FenceBrokerRecord(_io__raw_body, self, self._root)
        elif _on == 8:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.UnfenceBrokerRecord(_io__raw_body, self, self._root)
        elif _on == 9:
            pass
            self._raw_body = self._io.read_bytes_full()
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = KafkaMetadataRecord.RemoveTopicRecord(_io__raw_body, self, self._root)
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
        elif _on == 10:
            pass
            self.body._fetch_instances()
        elif _on == 11:
            pass
            self.body._fetch_instances()
        elif _on == 12:
            pass
            self.body._fetch_instances()
        elif _on == 14:
            pass
            self.body._fetch_instances()
        elif _on == 15:
            pass
            self.body._fetch_instances()
        elif _on == 17:
            pass
            self.body._fetch_instances()
        elif _on == 18:
            pass
            self.body._fetch_instances()
        elif _on == 19:
            pass
            self.body._fetch_instances()
        elif _on == 2:
            pass
            self.body._fetch_instances()
        elif _on == 20:
            pass
            self.body._fetch_instances()
        elif _on == 21:
            pass
            self.body._fetch_instances()
        elif _on == 22:
            pass
            self.body._fetch_instances()
        elif _on == 23:
            pass
            self.body._fetch_instances()
        elif _on == 24:
            pass
            self.body._fetch_instances()
        elif _on == 25:
            pass
            self.body._fetch_instances()
        elif _on == 26:
            pass
            self.body._fetch_instances()
        elif _on == 27:
            pass
            self.body._fetch_instances()
        elif _on == 28:
            pass
            self.body._fetch_instances()
        elif _on == 29:
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
        elif _on == 7:
            pass
            self.body._fetch_instances()
        elif _on == 8:
            pass
            self.body._fetch_instances()
        elif _on == 9:
            pass
            self.body._fetch_instances()
        else:
            pass

    class AbortTransactionRecord(KaitaiStruct):
        """AbortTransactionRecord (api key 25, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.AbortTransactionRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_tagged_fields = kafka_uvarint.KafkaUvarint(self._io)
            self.tagged_fields = []
            for i in range(self.num_tagged_fields.value):
                self.tagged_fields.append(KafkaMetadataRecord.AbortTransactionRecordTaggedField(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.num_tagged_fields._fetch_instances()
            for i in range(len(self.tagged_fields)):
                pass
                self.tagged_fields[i]._fetch_instances()



    class AbortTransactionRecordReason(KaitaiStruct):
        """Tagged field 0 of AbortTransactionRecord, `Reason`: written only when it is not its default (null)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.AbortTransactionRecordReason, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.reason = kafka_compact_string.KafkaCompactString(self._io)


        def _fetch_instances(self):
            pass
            self.reason._fetch_instances()


    class AbortTransactionRecordTaggedField(KaitaiStruct):
        """A tagged field of AbortTransactionRecord."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.AbortTransactionRecordTaggedField, self).__init__(_io)
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
                self.data = KafkaMetadataRecord.AbortTransactionRecordReason(_io__raw_data, self, self._root)
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


    class AccessControlEntryRecord(KaitaiStruct):
        """AccessControlEntryRecord (api key 18, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.AccessControlEntryRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.id = kafka_uuid.KafkaUuid(self._io)
            self.resource_type = self._io.read_s1()
            self.resource_name = kafka_compact_string.KafkaCompactString(self._io)
            self.pattern_type = self._io.read_s1()
            self.principal = kafka_compact_string.KafkaCompactString(self._io)
            self.host = kafka_compact_string.KafkaCompactString(self._io)
            self.operation = self._io.read_s1()
            self.permission_type = self._io.read_s1()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.id._fetch_instances()
            self.resource_name._fetch_instances()
            self.principal._fetch_instances()
            self.host._fetch_instances()
            self.tagged_fields._fetch_instances()


    class BeginTransactionRecord(KaitaiStruct):
        """BeginTransactionRecord (api key 23, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.BeginTransactionRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_tagged_fields = kafka_uvarint.KafkaUvarint(self._io)
            self.tagged_fields = []
            for i in range(self.num_tagged_fields.value):
                self.tagged_fields.append(KafkaMetadataRecord.BeginTransactionRecordTaggedField(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.num_tagged_fields._fetch_instances()
            for i in range(len(self.tagged_fields)):
                pass
                self.tagged_fields[i]._fetch_instances()



    class BeginTransactionRecordName(KaitaiStruct):
        """Tagged field 0 of BeginTransactionRecord, `Name`: written only when it is not its default (null)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.BeginTransactionRecordName, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.name = kafka_compact_string.KafkaCompactString(self._io)


        def _fetch_instances(self):
            pass
            self.name._fetch_instances()


    class BeginTransactionRecordTaggedField(KaitaiStruct):
        """A tagged field of BeginTransactionRecord."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.BeginTransactionRecordTaggedField, self).__init__(_io)
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
                self.data = KafkaMetadataRecord.BeginTransactionRecordName(_io__raw_data, self, self._root)
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


    class BrokerEndpoint(KaitaiStruct):
        """The endpoints that can be used to communicate with this broker."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.BrokerEndpoint, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.name = kafka_compact_string.KafkaCompactString(self._io)
            self.host = kafka_compact_string.KafkaCompactString(self._io)
            self.port = self._io.read_u2be()
            self.security_protocol = self._io.read_s2be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.name._fetch_instances()
            self.host._fetch_instances()
            self.tagged_fields._fetch_instances()


    class BrokerFeature(KaitaiStruct):
        """The features on this broker."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.BrokerFeature, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.name = kafka_compact_string.KafkaCompactString(self._io)
            self.min_supported_version = self._io.read_s2be()
            self.max_supported_version = self._io.read_s2be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.name._fetch_instances()
            self.tagged_fields._fetch_instances()


    class BrokerRegistrationChangeRecord(KaitaiStruct):
        """BrokerRegistrationChangeRecord (api key 17, versions 0-3)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.BrokerRegistrationChangeRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.broker_id = self._io.read_s4be()
            self.broker_epoch = self._io.read_s8be()
            self.num_tagged_fields = kafka_uvarint.KafkaUvarint(self._io)
            self.tagged_fields = []
            for i in range(self.num_tagged_fields.value):
                self.tagged_fields.append(KafkaMetadataRecord.BrokerRegistrationChangeRecordTaggedField(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.num_tagged_fields._fetch_instances()
            for i in range(len(self.tagged_fields)):
                pass
                self.tagged_fields[i]._fetch_instances()



    class BrokerRegistrationChangeRecordCordonedLogDirs(KaitaiStruct):
        """Tagged field 3 of BrokerRegistrationChangeRecord (version 3, Kafka 4.3),
        `CordonedLogDirs`: written only when it is not null.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.BrokerRegistrationChangeRecordCordonedLogDirs, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_cordoned_log_dirs = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_cordoned_log_dirs.value > 0:
                pass
                self.cordoned_log_dirs = []
                for i in range(self.num_cordoned_log_dirs.value - 1):
                    self.cordoned_log_dirs.append(kafka_uuid.KafkaUuid(self._io))




        def _fetch_instances(self):
            pass
            self.num_cordoned_log_dirs._fetch_instances()
            if self.num_cordoned_log_dirs.value > 0:
                pass
                for i in range(len(self.cordoned_log_dirs)):
                    pass
                    self.cordoned_log_dirs[i]._fetch_instances()




    class BrokerRegistrationChangeRecordFenced(KaitaiStruct):
        """Tagged field 0 of BrokerRegistrationChangeRecord, `Fenced`: written only when it is not its default."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.BrokerRegistrationChangeRecordFenced, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.fenced = self._io.read_s1()


        def _fetch_instances(self):
            pass


    class BrokerRegistrationChangeRecordInControlledShutdown(KaitaiStruct):
        """Tagged field 1 of BrokerRegistrationChangeRecord, `InControlledShutdown`: written only when it is not its default."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.BrokerRegistrationChangeRecordInControlledShutdown, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.in_controlled_shutdown = self._io.read_s1()


        def _fetch_instances(self):
            pass


    class BrokerRegistrationChangeRecordLogDirs(KaitaiStruct):
        """Tagged field 2 of BrokerRegistrationChangeRecord, `LogDirs`: written only when it is not its default."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.BrokerRegistrationChangeRecordLogDirs, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_log_dirs = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_log_dirs.value > 0:
                pass
                self.log_dirs = []
                for i in range(self.num_log_dirs.value - 1):
                    self.log_dirs.append(kafka_uuid.KafkaUuid(self._io))




        def _fetch_instances(self):
            pass
            self.num_log_dirs._fetch_instances()
            if self.num_log_dirs.value > 0:
                pass
                for i in range(len(self.log_dirs)):
                    pass
                    self.log_dirs[i]._fetch_instances()




    class BrokerRegistrationChangeRecordTaggedField(KaitaiStruct):
        """A tagged field of BrokerRegistrationChangeRecord."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.BrokerRegistrationChangeRecordTaggedField, self).__init__(_io)
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
                self.data = KafkaMetadataRecord.BrokerRegistrationChangeRecordFenced(_io__raw_data, self, self._root)
            elif _on == 1:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaMetadataRecord.BrokerRegistrationChangeRecordInControlledShutdown(_io__raw_data, self, self._root)
            elif _on == 2:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaMetadataRecord.BrokerRegistrationChangeRecordLogDirs(_io__raw_data, self, self._root)
            elif _on == 3:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaMetadataRecord.BrokerRegistrationChangeRecordCordonedLogDirs(_io__raw_data, self, self._root)
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
            elif _on == 1:
                pass
                self.data._fetch_instances()
            elif _on == 2:
                pass
                self.data._fetch_instances()
            elif _on == 3:
                pass
                self.data._fetch_instances()
            else:
                pass


    class ClearElrRecord(KaitaiStruct):
        """ClearElrRecord (api key 28, versions 0; Kafka 4.0 on, KIP-966)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.ClearElrRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.topic_name = kafka_compact_string.KafkaCompactString(self._io)
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.topic_name._fetch_instances()
            self.tagged_fields._fetch_instances()


    class ClientQuotaRecord(KaitaiStruct):
        """ClientQuotaRecord (api key 14, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.ClientQuotaRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_entity = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_entity.value > 0:
                pass
                self.entity = []
                for i in range(self.num_entity.value - 1):
                    self.entity.append(KafkaMetadataRecord.EntityData(self._io, self, self._root))


            self.key = kafka_compact_string.KafkaCompactString(self._io)
            self.value = kafka_float64.KafkaFloat64(self._io)
            self.remove = kafka_bool.KafkaBool(self._io)
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.num_entity._fetch_instances()
            if self.num_entity.value > 0:
                pass
                for i in range(len(self.entity)):
                    pass
                    self.entity[i]._fetch_instances()


            self.key._fetch_instances()
            self.value._fetch_instances()
            self.remove._fetch_instances()
            self.tagged_fields._fetch_instances()


    class ConfigRecord(KaitaiStruct):
        """ConfigRecord (api key 4, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.ConfigRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.resource_type = self._io.read_s1()
            self.resource_name = kafka_compact_string.KafkaCompactString(self._io)
            self.name = kafka_compact_string.KafkaCompactString(self._io)
            self.value = kafka_compact_string.KafkaCompactString(self._io)
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.resource_name._fetch_instances()
            self.name._fetch_instances()
            self.value._fetch_instances()
            self.tagged_fields._fetch_instances()


    class ControllerEndpoint(KaitaiStruct):
        """The endpoints that can be used to communicate with this controller."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.ControllerEndpoint, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.name = kafka_compact_string.KafkaCompactString(self._io)
            self.host = kafka_compact_string.KafkaCompactString(self._io)
            self.port = self._io.read_u2be()
            self.security_protocol = self._io.read_s2be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.name._fetch_instances()
            self.host._fetch_instances()
            self.tagged_fields._fetch_instances()


    class ControllerFeature(KaitaiStruct):
        """The features on this controller."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.ControllerFeature, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.name = kafka_compact_string.KafkaCompactString(self._io)
            self.min_supported_version = self._io.read_s2be()
            self.max_supported_version = self._io.read_s2be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.name._fetch_instances()
            self.tagged_fields._fetch_instances()


    class DelegationTokenRecord(KaitaiStruct):
        """DelegationTokenRecord (api key 10, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.DelegationTokenRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.owner = kafka_compact_string.KafkaCompactString(self._io)
            self.requester = kafka_compact_string.KafkaCompactString(self._io)
            self.num_renewers = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_renewers.value > 0:
                pass
                self.renewers = []
                for i in range(self.num_renewers.value - 1):
                    self.renewers.append(kafka_compact_string.KafkaCompactString(self._io))


            self.issue_timestamp = self._io.read_s8be()
            self.max_timestamp = self._io.read_s8be()
            self.expiration_timestamp = self._io.read_s8be()
            self.token_id = kafka_compact_string.KafkaCompactString(self._io)
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.owner._fetch_instances()
            self.requester._fetch_instances()
            self.num_renewers._fetch_instances()
            if self.num_renewers.value > 0:
                pass
                for i in range(len(self.renewers)):
                    pass
                    self.renewers[i]._fetch_instances()


            self.token_id._fetch_instances()
            self.tagged_fields._fetch_instances()


    class EndTransactionRecord(KaitaiStruct):
        """EndTransactionRecord (api key 24, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.EndTransactionRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class EntityData(KaitaiStruct):
        """The quota entity to alter."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.EntityData, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.entity_type = kafka_compact_string.KafkaCompactString(self._io)
            self.entity_name = kafka_compact_string.KafkaCompactString(self._io)
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.entity_type._fetch_instances()
            self.entity_name._fetch_instances()
            self.tagged_fields._fetch_instances()


    class FeatureLevelRecord(KaitaiStruct):
        """FeatureLevelRecord (api key 12, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.FeatureLevelRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.name = kafka_compact_string.KafkaCompactString(self._io)
            self.feature_level = self._io.read_s2be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.name._fetch_instances()
            self.tagged_fields._fetch_instances()

        @property
        def metadata_version(self):
            """The level by name when the feature is `metadata.version`."""
            if hasattr(self, '_m_metadata_version'):
                return self._m_metadata_version

            if self.name.value == u"metadata.version":
                pass
                self._m_metadata_version = _resolve_enum(KafkaMetadataRecord.MetadataVersion, self.feature_level)

            return getattr(self, '_m_metadata_version', None)


    class FenceBrokerRecord(KaitaiStruct):
        """FenceBrokerRecord (api key 7, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.FenceBrokerRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.id = self._io.read_s4be()
            self.epoch = self._io.read_s8be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class NoOpRecord(KaitaiStruct):
        """NoOpRecord (api key 20, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.NoOpRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class PartitionChangeRecord(KaitaiStruct):
        """PartitionChangeRecord (api key 5, versions 0-2)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionChangeRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.partition_id = self._io.read_s4be()
            self.topic_id = kafka_uuid.KafkaUuid(self._io)
            self.num_tagged_fields = kafka_uvarint.KafkaUvarint(self._io)
            self.tagged_fields = []
            for i in range(self.num_tagged_fields.value):
                self.tagged_fields.append(KafkaMetadataRecord.PartitionChangeRecordTaggedField(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.topic_id._fetch_instances()
            self.num_tagged_fields._fetch_instances()
            for i in range(len(self.tagged_fields)):
                pass
                self.tagged_fields[i]._fetch_instances()



    class PartitionChangeRecordAddingReplicas(KaitaiStruct):
        """Tagged field 4 of PartitionChangeRecord, `AddingReplicas`: written only when it is not its default (null)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionChangeRecordAddingReplicas, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_adding_replicas = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_adding_replicas.value > 0:
                pass
                self.adding_replicas = []
                for i in range(self.num_adding_replicas.value - 1):
                    self.adding_replicas.append(self._io.read_s4be())




        def _fetch_instances(self):
            pass
            self.num_adding_replicas._fetch_instances()
            if self.num_adding_replicas.value > 0:
                pass
                for i in range(len(self.adding_replicas)):
                    pass




    class PartitionChangeRecordDirectories(KaitaiStruct):
        """Tagged field 8 of PartitionChangeRecord, `Directories`: written only when it is not its default (null)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionChangeRecordDirectories, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_directories = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_directories.value > 0:
                pass
                self.directories = []
                for i in range(self.num_directories.value - 1):
                    self.directories.append(kafka_uuid.KafkaUuid(self._io))




        def _fetch_instances(self):
            pass
            self.num_directories._fetch_instances()
            if self.num_directories.value > 0:
                pass
                for i in range(len(self.directories)):
                    pass
                    self.directories[i]._fetch_instances()




    class PartitionChangeRecordEligibleLeaderReplicas(KaitaiStruct):
        """Tagged field 6 of PartitionChangeRecord, `EligibleLeaderReplicas`: written only when it is not its default (null)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionChangeRecordEligibleLeaderReplicas, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_eligible_leader_replicas = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_eligible_leader_replicas.value > 0:
                pass
                self.eligible_leader_replicas = []
                for i in range(self.num_eligible_leader_replicas.value - 1):
                    self.eligible_leader_replicas.append(self._io.read_s4be())




        def _fetch_instances(self):
            pass
            self.num_eligible_leader_replicas._fetch_instances()
            if self.num_eligible_leader_replicas.value > 0:
                pass
                for i in range(len(self.eligible_leader_replicas)):
                    pass




    class PartitionChangeRecordIsr(KaitaiStruct):
        """Tagged field 0 of PartitionChangeRecord, `Isr`: written only when it is not its default (null)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionChangeRecordIsr, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_isr = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_isr.value > 0:
                pass
                self.isr = []
                for i in range(self.num_isr.value - 1):
                    self.isr.append(self._io.read_s4be())




        def _fetch_instances(self):
            pass
            self.num_isr._fetch_instances()
            if self.num_isr.value > 0:
                pass
                for i in range(len(self.isr)):
                    pass




    class PartitionChangeRecordLastKnownElr(KaitaiStruct):
        """Tagged field 7 of PartitionChangeRecord, `LastKnownElr`: written only when it is not its default (null)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionChangeRecordLastKnownElr, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_last_known_elr = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_last_known_elr.value > 0:
                pass
                self.last_known_elr = []
                for i in range(self.num_last_known_elr.value - 1):
                    self.last_known_elr.append(self._io.read_s4be())




        def _fetch_instances(self):
            pass
            self.num_last_known_elr._fetch_instances()
            if self.num_last_known_elr.value > 0:
                pass
                for i in range(len(self.last_known_elr)):
                    pass




    class PartitionChangeRecordLeader(KaitaiStruct):
        """Tagged field 1 of PartitionChangeRecord, `Leader`: written only when it is not its default (-2)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionChangeRecordLeader, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.leader = self._io.read_s4be()


        def _fetch_instances(self):
            pass


    class PartitionChangeRecordLeaderRecoveryState(KaitaiStruct):
        """Tagged field 5 of PartitionChangeRecord, `LeaderRecoveryState`: written only when it is not its default (-1)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionChangeRecordLeaderRecoveryState, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.leader_recovery_state = self._io.read_s1()


        def _fetch_instances(self):
            pass


    class PartitionChangeRecordRemovingReplicas(KaitaiStruct):
        """Tagged field 3 of PartitionChangeRecord, `RemovingReplicas`: written only when it is not its default (null)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionChangeRecordRemovingReplicas, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_removing_replicas = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_removing_replicas.value > 0:
                pass
                self.removing_replicas = []
                for i in range(self.num_removing_replicas.value - 1):
                    self.removing_replicas.append(self._io.read_s4be())




        def _fetch_instances(self):
            pass
            self.num_removing_replicas._fetch_instances()
            if self.num_removing_replicas.value > 0:
                pass
                for i in range(len(self.removing_replicas)):
                    pass




    class PartitionChangeRecordReplicas(KaitaiStruct):
        """Tagged field 2 of PartitionChangeRecord, `Replicas`: written only when it is not its default (null)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionChangeRecordReplicas, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_replicas = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_replicas.value > 0:
                pass
                self.replicas = []
                for i in range(self.num_replicas.value - 1):
                    self.replicas.append(self._io.read_s4be())




        def _fetch_instances(self):
            pass
            self.num_replicas._fetch_instances()
            if self.num_replicas.value > 0:
                pass
                for i in range(len(self.replicas)):
                    pass




    class PartitionChangeRecordTaggedField(KaitaiStruct):
        """A tagged field of PartitionChangeRecord."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionChangeRecordTaggedField, self).__init__(_io)
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
                self.data = KafkaMetadataRecord.PartitionChangeRecordIsr(_io__raw_data, self, self._root)
            elif _on == 1:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaMetadataRecord.PartitionChangeRecordLeader(_io__raw_data, self, self._root)
            elif _on == 2:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaMetadataRecord.PartitionChangeRecordReplicas(_io__raw_data, self, self._root)
            elif _on == 3:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaMetadataRecord.PartitionChangeRecordRemovingReplicas(_io__raw_data, self, self._root)
            elif _on == 4:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaMetadataRecord.PartitionChangeRecordAddingReplicas(_io__raw_data, self, self._root)
            elif _on == 5:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaMetadataRecord.PartitionChangeRecordLeaderRecoveryState(_io__raw_data, self, self._root)
            elif _on == 6:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaMetadataRecord.PartitionChangeRecordEligibleLeaderReplicas(_io__raw_data, self, self._root)
            elif _on == 7:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaMetadataRecord.PartitionChangeRecordLastKnownElr(_io__raw_data, self, self._root)
            elif _on == 8:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaMetadataRecord.PartitionChangeRecordDirectories(_io__raw_data, self, self._root)
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
            elif _on == 1:
                pass
                self.data._fetch_instances()
            elif _on == 2:
                pass
                self.data._fetch_instances()
            elif _on == 3:
                pass
                self.data._fetch_instances()
            elif _on == 4:
                pass
                self.data._fetch_instances()
            elif _on == 5:
                pass
                self.data._fetch_instances()
            elif _on == 6:
                pass
                self.data._fetch_instances()
            elif _on == 7:
                pass
                self.data._fetch_instances()
            elif _on == 8:
                pass
                self.data._fetch_instances()
            else:
                pass


    class PartitionRecord(KaitaiStruct):
        """PartitionRecord (api key 3, versions 0-2)."""
        def __init__(self, version, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.version = version
            self._read()

        def _read(self):
            self.partition_id = self._io.read_s4be()
            self.topic_id = kafka_uuid.KafkaUuid(self._io)
            self.num_replicas = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_replicas.value > 0:
                pass
                self.replicas = []
                for i in range(self.num_replicas.value - 1):
                    self.replicas.append(self._io.read_s4be())


            self.num_isr = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_isr.value > 0:
                pass
                self.isr = []
                for i in range(self.num_isr.value - 1):
                    self.isr.append(self._io.read_s4be())


            self.num_removing_replicas = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_removing_replicas.value > 0:
                pass
                self.removing_replicas = []
                for i in range(self.num_removing_replicas.value - 1):
                    self.removing_replicas.append(self._io.read_s4be())


            self.num_adding_replicas = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_adding_replicas.value > 0:
                pass
                self.adding_replicas = []
                for i in range(self.num_adding_replicas.value - 1):
                    self.adding_replicas.append(self._io.read_s4be())


            self.leader = self._io.read_s4be()
            self.leader_epoch = self._io.read_s4be()
            self.partition_epoch = self._io.read_s4be()
            if self.version >= 1:
                pass
                self.num_directories = kafka_uvarint.KafkaUvarint(self._io)

            if  ((self.version >= 1) and (self.num_directories.value > 0)) :
                pass
                self.directories = []
                for i in range(self.num_directories.value - 1):
                    self.directories.append(kafka_uuid.KafkaUuid(self._io))


            self.num_tagged_fields = kafka_uvarint.KafkaUvarint(self._io)
            self.tagged_fields = []
            for i in range(self.num_tagged_fields.value):
                self.tagged_fields.append(KafkaMetadataRecord.PartitionRecordTaggedField(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.topic_id._fetch_instances()
            self.num_replicas._fetch_instances()
            if self.num_replicas.value > 0:
                pass
                for i in range(len(self.replicas)):
                    pass


            self.num_isr._fetch_instances()
            if self.num_isr.value > 0:
                pass
                for i in range(len(self.isr)):
                    pass


            self.num_removing_replicas._fetch_instances()
            if self.num_removing_replicas.value > 0:
                pass
                for i in range(len(self.removing_replicas)):
                    pass


            self.num_adding_replicas._fetch_instances()
            if self.num_adding_replicas.value > 0:
                pass
                for i in range(len(self.adding_replicas)):
                    pass


            if self.version >= 1:
                pass
                self.num_directories._fetch_instances()

            if  ((self.version >= 1) and (self.num_directories.value > 0)) :
                pass
                for i in range(len(self.directories)):
                    pass
                    self.directories[i]._fetch_instances()


            self.num_tagged_fields._fetch_instances()
            for i in range(len(self.tagged_fields)):
                pass
                self.tagged_fields[i]._fetch_instances()



    class PartitionRecordEligibleLeaderReplicas(KaitaiStruct):
        """Tagged field 1 of PartitionRecord, `EligibleLeaderReplicas`: written only when it is not its default (null)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionRecordEligibleLeaderReplicas, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_eligible_leader_replicas = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_eligible_leader_replicas.value > 0:
                pass
                self.eligible_leader_replicas = []
                for i in range(self.num_eligible_leader_replicas.value - 1):
                    self.eligible_leader_replicas.append(self._io.read_s4be())




        def _fetch_instances(self):
            pass
            self.num_eligible_leader_replicas._fetch_instances()
            if self.num_eligible_leader_replicas.value > 0:
                pass
                for i in range(len(self.eligible_leader_replicas)):
                    pass




    class PartitionRecordLastKnownElr(KaitaiStruct):
        """Tagged field 2 of PartitionRecord, `LastKnownElr`: written only when it is not its default (null)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionRecordLastKnownElr, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_last_known_elr = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_last_known_elr.value > 0:
                pass
                self.last_known_elr = []
                for i in range(self.num_last_known_elr.value - 1):
                    self.last_known_elr.append(self._io.read_s4be())




        def _fetch_instances(self):
            pass
            self.num_last_known_elr._fetch_instances()
            if self.num_last_known_elr.value > 0:
                pass
                for i in range(len(self.last_known_elr)):
                    pass




    class PartitionRecordLeaderRecoveryState(KaitaiStruct):
        """Tagged field 0 of PartitionRecord, `LeaderRecoveryState`: written only when it is not its default (0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionRecordLeaderRecoveryState, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.leader_recovery_state = self._io.read_s1()


        def _fetch_instances(self):
            pass


    class PartitionRecordTaggedField(KaitaiStruct):
        """A tagged field of PartitionRecord."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.PartitionRecordTaggedField, self).__init__(_io)
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
                self.data = KafkaMetadataRecord.PartitionRecordLeaderRecoveryState(_io__raw_data, self, self._root)
            elif _on == 1:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaMetadataRecord.PartitionRecordEligibleLeaderReplicas(_io__raw_data, self, self._root)
            elif _on == 2:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaMetadataRecord.PartitionRecordLastKnownElr(_io__raw_data, self, self._root)
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
            elif _on == 1:
                pass
                self.data._fetch_instances()
            elif _on == 2:
                pass
                self.data._fetch_instances()
            else:
                pass


    class ProducerIdsRecord(KaitaiStruct):
        """ProducerIdsRecord (api key 15, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.ProducerIdsRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.broker_id = self._io.read_s4be()
            self.broker_epoch = self._io.read_s8be()
            self.next_producer_id = self._io.read_s8be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class RegisterBrokerRecord(KaitaiStruct):
        """RegisterBrokerRecord (api key 0, versions 0-4)."""
        def __init__(self, version, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.RegisterBrokerRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.version = version
            self._read()

        def _read(self):
            self.broker_id = self._io.read_s4be()
            if self.version >= 2:
                pass
                self.is_migrating_zk_broker = kafka_bool.KafkaBool(self._io)

            self.incarnation_id = kafka_uuid.KafkaUuid(self._io)
            self.broker_epoch = self._io.read_s8be()
            self.num_end_points = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_end_points.value > 0:
                pass
                self.end_points = []
                for i in range(self.num_end_points.value - 1):
                    self.end_points.append(KafkaMetadataRecord.BrokerEndpoint(self._io, self, self._root))


            self.num_features = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_features.value > 0:
                pass
                self.features = []
                for i in range(self.num_features.value - 1):
                    self.features.append(KafkaMetadataRecord.BrokerFeature(self._io, self, self._root))


            self.rack = kafka_compact_string.KafkaCompactString(self._io)
            self.fenced = kafka_bool.KafkaBool(self._io)
            if self.version >= 1:
                pass
                self.in_controlled_shutdown = kafka_bool.KafkaBool(self._io)

            self.num_tagged_fields = kafka_uvarint.KafkaUvarint(self._io)
            self.tagged_fields = []
            for i in range(self.num_tagged_fields.value):
                self.tagged_fields.append(KafkaMetadataRecord.RegisterBrokerRecordTaggedField(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            if self.version >= 2:
                pass
                self.is_migrating_zk_broker._fetch_instances()

            self.incarnation_id._fetch_instances()
            self.num_end_points._fetch_instances()
            if self.num_end_points.value > 0:
                pass
                for i in range(len(self.end_points)):
                    pass
                    self.end_points[i]._fetch_instances()


            self.num_features._fetch_instances()
            if self.num_features.value > 0:
                pass
                for i in range(len(self.features)):
                    pass
                    self.features[i]._fetch_instances()


            self.rack._fetch_instances()
            self.fenced._fetch_instances()
            if self.version >= 1:
                pass
                self.in_controlled_shutdown._fetch_instances()

            self.num_tagged_fields._fetch_instances()
            for i in range(len(self.tagged_fields)):
                pass
                self.tagged_fields[i]._fetch_instances()



    class RegisterBrokerRecordCordonedLogDirs(KaitaiStruct):
        """Tagged field 1 of RegisterBrokerRecord (version 4, Kafka 4.3), `CordonedLogDirs`:
        written only when it is not null.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.RegisterBrokerRecordCordonedLogDirs, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_cordoned_log_dirs = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_cordoned_log_dirs.value > 0:
                pass
                self.cordoned_log_dirs = []
                for i in range(self.num_cordoned_log_dirs.value - 1):
                    self.cordoned_log_dirs.append(kafka_uuid.KafkaUuid(self._io))




        def _fetch_instances(self):
            pass
            self.num_cordoned_log_dirs._fetch_instances()
            if self.num_cordoned_log_dirs.value > 0:
                pass
                for i in range(len(self.cordoned_log_dirs)):
                    pass
                    self.cordoned_log_dirs[i]._fetch_instances()




    class RegisterBrokerRecordLogDirs(KaitaiStruct):
        """Tagged field 0 of RegisterBrokerRecord, `LogDirs`: written only when it is not its default."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.RegisterBrokerRecordLogDirs, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_log_dirs = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_log_dirs.value > 0:
                pass
                self.log_dirs = []
                for i in range(self.num_log_dirs.value - 1):
                    self.log_dirs.append(kafka_uuid.KafkaUuid(self._io))




        def _fetch_instances(self):
            pass
            self.num_log_dirs._fetch_instances()
            if self.num_log_dirs.value > 0:
                pass
                for i in range(len(self.log_dirs)):
                    pass
                    self.log_dirs[i]._fetch_instances()




    class RegisterBrokerRecordTaggedField(KaitaiStruct):
        """A tagged field of RegisterBrokerRecord."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.RegisterBrokerRecordTaggedField, self).__init__(_io)
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
                self.data = KafkaMetadataRecord.RegisterBrokerRecordLogDirs(_io__raw_data, self, self._root)
            elif _on == 1:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaMetadataRecord.RegisterBrokerRecordCordonedLogDirs(_io__raw_data, self, self._root)
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
            elif _on == 1:
                pass
                self.data._fetch_instances()
            else:
                pass


    class RegisterControllerRecord(KaitaiStruct):
        """RegisterControllerRecord (api key 27, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.RegisterControllerRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.controller_id = self._io.read_s4be()
            self.incarnation_id = kafka_uuid.KafkaUuid(self._io)
            self.zk_migration_ready = kafka_bool.KafkaBool(self._io)
            self.num_end_points = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_end_points.value > 0:
                pass
                self.end_points = []
                for i in range(self.num_end_points.value - 1):
                    self.end_points.append(KafkaMetadataRecord.ControllerEndpoint(self._io, self, self._root))


            self.num_features = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_features.value > 0:
                pass
                self.features = []
                for i in range(self.num_features.value - 1):
                    self.features.append(KafkaMetadataRecord.ControllerFeature(self._io, self, self._root))


            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.incarnation_id._fetch_instances()
            self.zk_migration_ready._fetch_instances()
            self.num_end_points._fetch_instances()
            if self.num_end_points.value > 0:
                pass
                for i in range(len(self.end_points)):
                    pass
                    self.end_points[i]._fetch_instances()


            self.num_features._fetch_instances()
            if self.num_features.value > 0:
                pass
                for i in range(len(self.features)):
                    pass
                    self.features[i]._fetch_instances()


            self.tagged_fields._fetch_instances()


    class RemoveAccessControlEntryRecord(KaitaiStruct):
        """RemoveAccessControlEntryRecord (api key 19, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.RemoveAccessControlEntryRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.id = kafka_uuid.KafkaUuid(self._io)
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.id._fetch_instances()
            self.tagged_fields._fetch_instances()


    class RemoveDelegationTokenRecord(KaitaiStruct):
        """RemoveDelegationTokenRecord (api key 26, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.RemoveDelegationTokenRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.token_id = kafka_compact_string.KafkaCompactString(self._io)
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.token_id._fetch_instances()
            self.tagged_fields._fetch_instances()


    class RemoveTopicRecord(KaitaiStruct):
        """RemoveTopicRecord (api key 9, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.RemoveTopicRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.topic_id = kafka_uuid.KafkaUuid(self._io)
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.topic_id._fetch_instances()
            self.tagged_fields._fetch_instances()


    class RemoveUserScramCredentialRecord(KaitaiStruct):
        """RemoveUserScramCredentialRecord (api key 22, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.RemoveUserScramCredentialRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.name = kafka_compact_string.KafkaCompactString(self._io)
            self.mechanism = self._io.read_s1()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.name._fetch_instances()
            self.tagged_fields._fetch_instances()


    class TopicRecord(KaitaiStruct):
        """TopicRecord (api key 2, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.TopicRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.name = kafka_compact_string.KafkaCompactString(self._io)
            self.topic_id = kafka_uuid.KafkaUuid(self._io)
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.name._fetch_instances()
            self.topic_id._fetch_instances()
            self.tagged_fields._fetch_instances()


    class UnfenceBrokerRecord(KaitaiStruct):
        """UnfenceBrokerRecord (api key 8, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.UnfenceBrokerRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.id = self._io.read_s4be()
            self.epoch = self._io.read_s8be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class UnregisterBrokerRecord(KaitaiStruct):
        """UnregisterBrokerRecord (api key 1, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.UnregisterBrokerRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.broker_id = self._io.read_s4be()
            self.broker_epoch = self._io.read_s8be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class UnregisterControllerRecord(KaitaiStruct):
        """UnregisterControllerRecord (api key 29, versions 0; Kafka 4.4 on, KIP-1312)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.UnregisterControllerRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.controller_id = self._io.read_s4be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class UserScramCredentialRecord(KaitaiStruct):
        """UserScramCredentialRecord (api key 11, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.UserScramCredentialRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.name = kafka_compact_string.KafkaCompactString(self._io)
            self.mechanism = self._io.read_s1()
            self.salt = kafka_compact_bytes.KafkaCompactBytes(self._io)
            self.stored_key = kafka_compact_bytes.KafkaCompactBytes(self._io)
            self.server_key = kafka_compact_bytes.KafkaCompactBytes(self._io)
            self.iterations = self._io.read_s4be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.name._fetch_instances()
            self.salt._fetch_instances()
            self.stored_key._fetch_instances()
            self.server_key._fetch_instances()
            self.tagged_fields._fetch_instances()


    class ZkMigrationStateRecord(KaitaiStruct):
        """ZkMigrationStateRecord (api key 21, versions 0)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaMetadataRecord.ZkMigrationStateRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.zk_migration_state = self._io.read_s1()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    @property
    def is_readable(self):
        """Whether Kafka 4.4 reads the frame and version (the type is checked by `body`)."""
        if hasattr(self, '_m_is_readable'):
            return self._m_is_readable

        self._m_is_readable =  ((self.frame_version.value == 1) and (self.version.value <= self.max_version)) 
        return getattr(self, '_m_is_readable', None)

    @property
    def max_version(self):
        """The highest message version Kafka 4.4 reads for this type."""
        if hasattr(self, '_m_max_version'):
            return self._m_max_version

        self._m_max_version = (4 if self.api_key.value == 0 else (2 if self.api_key.value == 3 else (2 if self.api_key.value == 5 else (3 if self.api_key.value == 17 else 0))))
        return getattr(self, '_m_max_version', None)

    @property
    def record_type(self):
        """The record type, by name (`MetadataRecordType`)."""
        if hasattr(self, '_m_record_type'):
            return self._m_record_type

        self._m_record_type = _resolve_enum(KafkaMetadataRecord.MetadataRecordType, self.api_key.value)
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
