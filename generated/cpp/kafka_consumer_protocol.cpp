// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_consumer_protocol.h"
#include "kaitai/exceptions.h"

kafka_consumer_protocol_t::kafka_consumer_protocol_t(bool p_is_assignment, kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_consumer_protocol_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    m_is_assignment = p_is_assignment;
    _read();
}

void kafka_consumer_protocol_t::_read() {
    m_version = m__io->read_s2be();
    if (!(m_version >= 0)) {
        throw kaitai::validation_less_than_error<int16_t>(0, m_version, m__io, std::string("/seq/0"));
    }
    n_body = true;
    {
        bool on = is_assignment();
        if (on == false) {
            n_body = false;
            m_body = std::unique_ptr<subscription_t>(new subscription_t(version(), m__io, this, m__root));
        }
        else if (on == true) {
            n_body = false;
            m_body = std::unique_ptr<assignment_t>(new assignment_t(m__io, this, m__root));
        }
    }
}

kafka_consumer_protocol_t::~kafka_consumer_protocol_t() {
    _clean_up();
}

void kafka_consumer_protocol_t::_clean_up() {
    if (!n_body) {
    }
}

kafka_consumer_protocol_t::assignment_t::assignment_t(kaitai::kstream* p__io, kafka_consumer_protocol_t* p__parent, kafka_consumer_protocol_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_assigned_partitions = nullptr;
    m_user_data = nullptr;
    _read();
}

void kafka_consumer_protocol_t::assignment_t::_read() {
    m_num_assigned_partitions_legacy = m__io->read_s4be();
    if (!(m_num_assigned_partitions_legacy >= 0)) {
        throw kaitai::validation_less_than_error<int32_t>(0, m_num_assigned_partitions_legacy, m__io, std::string("/types/assignment/seq/0"));
    }
    m_assigned_partitions.emplace();
    const int l_assigned_partitions = num_assigned_partitions_legacy();
    for (int i = 0; i < l_assigned_partitions; i++) {
        m_assigned_partitions->push_back(std::move(std::unique_ptr<topic_partition_t>(new topic_partition_t(m__io, this, m__root))));
    }
    m_user_data.emplace(m__io);
}

kafka_consumer_protocol_t::assignment_t::~assignment_t() {
    _clean_up();
}

void kafka_consumer_protocol_t::assignment_t::_clean_up() {
}

kafka_consumer_protocol_t::subscription_t::subscription_t(int16_t p_version, kaitai::kstream* p__io, kafka_consumer_protocol_t* p__parent, kafka_consumer_protocol_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_version = p_version;
    m_topics = nullptr;
    m_user_data = nullptr;
    m_owned_partitions = nullptr;
    m_rack_id = nullptr;
    _read();
}

void kafka_consumer_protocol_t::subscription_t::_read() {
    m_num_topics_legacy = m__io->read_s4be();
    if (!(m_num_topics_legacy >= 0)) {
        throw kaitai::validation_less_than_error<int32_t>(0, m_num_topics_legacy, m__io, std::string("/types/subscription/seq/0"));
    }
    m_topics.emplace();
    const int l_topics = num_topics_legacy();
    for (int i = 0; i < l_topics; i++) {
        m_topics->push_back(std::move(std::unique_ptr<kafka_string_t>(new kafka_string_t(m__io))));
    }
    m_user_data.emplace(m__io);
    n_num_owned_partitions_legacy = true;
    if (version() >= 1) {
        n_num_owned_partitions_legacy = false;
        m_num_owned_partitions_legacy = m__io->read_s4be();
        if (!(m_num_owned_partitions_legacy >= 0)) {
            throw kaitai::validation_less_than_error<int32_t>(0, m_num_owned_partitions_legacy, m__io, std::string("/types/subscription/seq/3"));
        }
    }
    n_owned_partitions = true;
    if (version() >= 1) {
        n_owned_partitions = false;
        m_owned_partitions.emplace();
        const int l_owned_partitions = num_owned_partitions_legacy();
        for (int i = 0; i < l_owned_partitions; i++) {
            m_owned_partitions->push_back(std::move(std::unique_ptr<topic_partition_t>(new topic_partition_t(m__io, this, m__root))));
        }
    }
    n_generation_id = true;
    if (version() >= 2) {
        n_generation_id = false;
        m_generation_id = m__io->read_s4be();
    }
    n_rack_id = true;
    if (version() >= 3) {
        n_rack_id = false;
        m_rack_id.emplace(m__io);
    }
}

kafka_consumer_protocol_t::subscription_t::~subscription_t() {
    _clean_up();
}

void kafka_consumer_protocol_t::subscription_t::_clean_up() {
    if (!n_num_owned_partitions_legacy) {
    }
    if (!n_owned_partitions) {
    }
    if (!n_generation_id) {
    }
    if (!n_rack_id) {
    }
}

kafka_consumer_protocol_t::topic_partition_t::topic_partition_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_consumer_protocol_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_topic = nullptr;
    m_partitions = nullptr;
    _read();
}

void kafka_consumer_protocol_t::topic_partition_t::_read() {
    m_topic.emplace(m__io);
    m_num_partitions_legacy = m__io->read_s4be();
    if (!(m_num_partitions_legacy >= 0)) {
        throw kaitai::validation_less_than_error<int32_t>(0, m_num_partitions_legacy, m__io, std::string("/types/topic_partition/seq/1"));
    }
    m_partitions.emplace();
    const int l_partitions = num_partitions_legacy();
    for (int i = 0; i < l_partitions; i++) {
        m_partitions->push_back(std::move(m__io->read_s4be()));
    }
}

kafka_consumer_protocol_t::topic_partition_t::~topic_partition_t() {
    _clean_up();
}

void kafka_consumer_protocol_t::topic_partition_t::_clean_up() {
}
